import { skillId } from "@/db/seed/reference/skills";
import { requestForm } from "@/db/seed/demo/order-projects";
import type { ProjectFormInput } from "@/features/project-posting/project-form.schemas";

/**
 * A posting form that ProjectFormSchema accepts (the demo's request form, with ids from the
 * reference data every test database holds); tests override the fields they are about.
 */
export function validProjectForm(overrides: Partial<ProjectFormInput> = {}): ProjectFormInput {
  const form = requestForm(
    "ECサイトのバックエンド開発（Go）",
    "自社ECサイトの注文・在庫まわりのAPIをGoで開発していただきます。\n設計レビューからリリースまで、チームの一員として担当してください。週3日からご相談可能です。",
    { requiredSkillIds: [skillId("Go")], welcomeSkillIds: [skillId("AWS")] },
  );
  return { ...(form as ProjectFormInput), ...overrides };
}
