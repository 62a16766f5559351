import { normalizeSearchText } from "./search-text";

/**
 * The normalised text a project's free word searches: its title, description and the names of its
 * skills and professions. Written by every publish and edit (project-posting.service.ts) and by the
 * seed, so a posted project and a generated one are found by the same words; its bigrams go through
 * toSearchBigramsLiteral.
 */
export function projectSearchText(title: string, description: string, conditionNames: readonly string[]): string {
  return normalizeSearchText(`${title} ${description} ${conditionNames.join(" ")}`);
}
