import type { ProjectFormInput } from "@/features/project-posting/project-form.schemas";

/**
 * A complete, valid posting form (reference ids from the shipped catalog: profession 1 = エンジニア,
 * skills 1 = TypeScript and 18 = React, remote type 1 = フルリモート, available time 3 = 週3日,
 * contract type 1 = 業務委託, prefecture 13 = 東京都, tag 4 = フルリモート).
 */
export function validProjectForm(overrides: Partial<ProjectFormInput> = {}): ProjectFormInput {
  return {
    title: "SaaS管理画面のフロントエンド開発（React / TypeScript）",
    description:
      "自社SaaSの管理画面をReactとTypeScriptで刷新します。\n設計からレビューまでお任せします。詳しくは https://example.com/job をご覧ください。週3日からご相談ください。",
    professionIds: [1],
    requiredSkillIds: [1, 18],
    welcomeSkillIds: [],
    budget: { unit: "monthly", min: 60, max: 80 },
    availableTimeId: 3,
    minHoursPerWeek: 24,
    remoteTypeId: 1,
    prefectureId: 13,
    contractTypeId: 1,
    tagIds: [4],
    openings: 2,
    startsOn: "2027-01-04",
    applicationClosesOn: null,
    screeningSteps: ["書類選考", "面談（1回）"],
    ...overrides,
  };
}
