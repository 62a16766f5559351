import { REMOTE_TYPE_ID } from "../reference/conditions";
import { PREFECTURE_ID } from "../reference/locations";
import { PROFESSION_ID } from "../reference/professions";
import { skillId } from "../reference/skills";
import type { GeneratedCareer } from "../generators/pro-careers";
import type { GeneratedPro } from "../generators/pros";

/** The pro@example.com profile: complete, so every profile screen has something to show. */
export function demoPro(): GeneratedPro {
  return {
    lastName: "山本",
    firstName: "彩",
    lastNameKana: "ヤマモト",
    firstNameKana: "アヤ",
    headline: "React/TypeScriptが得意なフロントエンドエンジニア（経験8年）",
    bio: "Web系の受託開発会社で5年間、toC向けサービスのフロントエンド開発を担当した後、独立しました。React・Next.js・TypeScriptを使った設計と実装、デザインシステムの整備が得意です。現在は週3日程度で、長期で関われるプロダクトを探しています。",
    professionIds: [PROFESSION_ID.engineer, PROFESSION_ID.designer],
    skillIds: ["TypeScript", "React", "Next.js", "Figma", "Playwright", "AWS"].map(skillId),
    yearsOfExperience: 8,
    desiredMonthlyRateMan: 55,
    availableDaysPerWeek: 3,
    remoteTypeId: REMOTE_TYPE_ID.fullRemote,
    prefectureId: PREFECTURE_ID.kanagawa,
    jobChangeIntention: "considering",
    isRealNameVerified: true,
    isPublic: true,
    archetypeKey: "frontend",
  };
}

/** pro@example.com's career: every part of the profile page filled, one company name hidden. */
export function demoProCareer(): GeneratedCareer {
  return {
    skillYears: [7, 6, 4, 3, 2, 3],
    desiredHourlyRateYen: 5_000,
    availableHoursPerDay: 8,
    availableInDays: 14,
    lastActiveHoursAgo: 5,
    histories: [
      {
        companyName: "株式会社ルミナテクノロジーズ",
        isCompanyNameHidden: false,
        projectName: "予約管理SaaSのフロントエンド刷新",
        role: "フロントエンドエンジニア／テックリード",
        startedMonthsAgo: 20,
        endedMonthsAgo: null,
        description: "Next.js（App Router）への段階的な移行を設計し、3名のチームで進めました。デザインシステムをFigmaとStorybookで整備し、画面の実装速度を上げました。",
        skillIds: ["TypeScript", "React", "Next.js", "Figma"].map(skillId),
      },
      {
        companyName: "大手小売チェーン",
        isCompanyNameHidden: true,
        projectName: "ECサイトの会員機能リニューアル",
        role: "フロントエンドエンジニア",
        startedMonthsAgo: 38,
        endedMonthsAgo: 21,
        description: "会員登録・マイページ画面をReactで再実装し、Playwrightによる回帰テストを導入しました。Core Web Vitalsの改善にも取り組みました。",
        skillIds: ["TypeScript", "React", "Playwright"].map(skillId),
      },
      {
        companyName: "株式会社北斗システム開発",
        isCompanyNameHidden: false,
        projectName: "自治体向け施設予約システムの受託開発",
        role: "Webエンジニア",
        startedMonthsAgo: 96,
        endedMonthsAgo: 40,
        description: "新卒で入社し、要件定義から実装・保守までを担当しました。後半はフロントエンドのリーダーとしてメンバー2名の育成も担いました。",
        skillIds: ["TypeScript", "React", "AWS"].map(skillId),
      },
    ],
    links: [
      { kind: "github", title: "GitHub", url: "https://github.example.com/aya-yamamoto" },
      { kind: "site", title: "ポートフォリオ（制作実績とデザインシステムの事例）", url: "https://aya-yamamoto.example.net/" },
      { kind: "article", title: "Next.js App Routerへの段階的移行で気をつけたこと", url: "https://blog.example.org/aya-yamamoto/app-router-migration" },
    ],
  };
}
