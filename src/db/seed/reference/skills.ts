import type { skills } from "../../schema";

export type SkillCategory = "language" | "framework" | "cloud" | "database" | "tool" | "design" | "business";
export type SkillRow = typeof skills.$inferInsert & { category: SkillCategory };

// [name, category]; the id is the 1-based index and the position equals the id. Names double as the
// landing path segment (/required_skills/TypeScript), so the official spelling is kept and only
// encoded in URLs. Append only: reordering would change ids that URLs depend on.
const SKILL_LIST: ReadonlyArray<readonly [string, SkillCategory]> = [
  ["TypeScript", "language"],
  ["JavaScript", "language"],
  ["Go", "language"],
  ["Python", "language"],
  ["Ruby", "language"],
  ["PHP", "language"],
  ["Java", "language"],
  ["Kotlin", "language"],
  ["Swift", "language"],
  ["Rust", "language"],
  ["C#", "language"],
  ["C++", "language"],
  ["Scala", "language"],
  ["Dart", "language"],
  ["Elixir", "language"],
  ["SQL", "language"],
  ["HTML/CSS", "language"],
  ["React", "framework"],
  ["Next.js", "framework"],
  ["Vue.js", "framework"],
  ["Nuxt", "framework"],
  ["Angular", "framework"],
  ["Svelte", "framework"],
  ["Node.js", "framework"],
  ["NestJS", "framework"],
  ["Express", "framework"],
  ["Ruby on Rails", "framework"],
  ["Laravel", "framework"],
  ["Django", "framework"],
  ["FastAPI", "framework"],
  ["Flask", "framework"],
  ["Spring Boot", "framework"],
  [".NET", "framework"],
  ["Flutter", "framework"],
  ["React Native", "framework"],
  ["SwiftUI", "framework"],
  ["Jetpack Compose", "framework"],
  ["Unity", "framework"],
  ["PyTorch", "framework"],
  ["TensorFlow", "framework"],
  ["LangChain", "framework"],
  ["GraphQL", "framework"],
  ["AWS", "cloud"],
  ["GCP", "cloud"],
  ["Azure", "cloud"],
  ["Firebase", "cloud"],
  ["Vercel", "cloud"],
  ["Docker", "tool"],
  ["Kubernetes", "tool"],
  ["Terraform", "tool"],
  ["GitHub Actions", "tool"],
  ["Datadog", "tool"],
  ["Linux", "tool"],
  ["Git", "tool"],
  ["Playwright", "tool"],
  ["Selenium", "tool"],
  ["Jira", "tool"],
  ["OpenAI API", "tool"],
  ["MySQL", "database"],
  ["PostgreSQL", "database"],
  ["Oracle", "database"],
  ["SQL Server", "database"],
  ["MongoDB", "database"],
  ["Redis", "database"],
  ["BigQuery", "database"],
  ["Snowflake", "database"],
  ["Elasticsearch", "database"],
  ["DynamoDB", "database"],
  ["Figma", "design"],
  ["Adobe XD", "design"],
  ["Photoshop", "design"],
  ["Illustrator", "design"],
  ["After Effects", "design"],
  ["Salesforce", "business"],
  ["SAP", "business"],
  ["HubSpot", "business"],
  ["Google Analytics", "business"],
  ["Tableau", "business"],
  ["Looker Studio", "business"],
  ["kintone", "business"],
  ["Excel", "business"],
  ["Google広告", "business"],
  ["SEO", "business"],
  ["WordPress", "business"],
];

export const SKILLS: readonly SkillRow[] = SKILL_LIST.map(([name, category], index) => ({
  id: index + 1,
  name,
  category,
  position: index + 1,
}));

const SKILL_ID_BY_NAME = new Map(SKILLS.map((skill) => [skill.name, skill.id]));

/** Looks a skill up by name; throws on a typo so generators cannot silently drop a skill. */
export function skillId(name: string): number {
  const id = SKILL_ID_BY_NAME.get(name);
  if (id === undefined) throw new Error(`Unknown skill in seed templates: ${name}`);
  return id;
}
