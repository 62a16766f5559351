import { AVAILABLE_TIMES, CONTRACT_TYPE_ID, REMOTE_TYPE_ID } from "@/db/seed/reference/conditions";
import { PREFECTURE_ID } from "@/db/seed/reference/locations";
import { PROFESSION_ID } from "@/db/seed/reference/professions";
import { skillId } from "@/db/seed/reference/skills";
import { TAG_ID } from "@/db/seed/reference/tags";
import type { ProjectFormInput } from "@/features/project-posting/project-form.schemas";

/**
 * A posting form that ProjectFormSchema accepts, with ids from the reference data every test
 * database holds; tests override the fields they are about.
 */
export function validProjectForm(overrides: Partial<ProjectFormInput> = {}): ProjectFormInput {
  return {
    title: "ECサイトのバックエンド開発（Go）",
    description:
      "自社ECサイトの注文・在庫まわりのAPIをGoで開発していただきます。\n設計レビューからリリースまで、チームの一員として担当してください。週3日からご相談可能です。",
    professionIds: [PROFESSION_ID.engineer],
    requiredSkillIds: [skillId("Go")],
    welcomeSkillIds: [skillId("AWS")],
    budget: { unit: "monthly", min: 60, max: 80 },
    availableTimeId: AVAILABLE_TIMES[2].id,
    minHoursPerWeek: null,
    remoteTypeId: REMOTE_TYPE_ID.fullRemote,
    prefectureId: PREFECTURE_ID.tokyo,
    contractTypeId: CONTRACT_TYPE_ID.outsourcing,
    tagIds: [TAG_ID.fullRemote],
    openings: 1,
    startsOn: null,
    applicationClosesOn: null,
    screeningSteps: ["書類選考", "面談（1回）"],
    ...overrides,
  };
}
