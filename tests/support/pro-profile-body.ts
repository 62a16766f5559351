/** A complete, valid PUT /api/v2/me/pro_profile body (reference ids from the shipped catalog: 1 = TypeScript, 18 = React). */
export function validProProfileBody(overrides: Record<string, unknown> = {}) {
  return {
    headline: "React と TypeScript のフロントエンド開発",
    bio: "受託開発会社で8年。\n設計からテストまで一人で担当できます。",
    professionIds: [1],
    skills: [
      { skillId: 1, years: 6 },
      { skillId: 18, years: 5 },
    ],
    yearsOfExperience: 8,
    desiredMonthlyRateMan: 70,
    desiredHourlyRateYen: 5000,
    availableDaysPerWeek: 3,
    availableHoursPerDay: 8,
    availableFrom: "2026-12-01",
    remoteTypeId: 1,
    prefectureId: 13,
    isPublic: true,
    workHistories: [
      {
        companyName: "株式会社いまの勤め先",
        isCompanyNameHidden: true,
        projectName: "ECサイトの刷新",
        role: "テックリード",
        startedOn: "2021-04",
        endedOn: null,
        description: "Next.js への移行を主導しました。",
        skillIds: [1, 18],
      },
      {
        companyName: "株式会社みえる商事",
        isCompanyNameHidden: false,
        projectName: "社内管理画面",
        role: "フロントエンド",
        startedOn: "2018-01",
        endedOn: "2021-03",
        description: "",
        skillIds: [18],
      },
    ],
    portfolioLinks: [{ kind: "github", title: "GitHub", url: "https://github.com/example" }],
    ...overrides,
  };
}
