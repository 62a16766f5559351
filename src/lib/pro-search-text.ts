import { normalizeSearchText } from "./search-text";

export type ProSearchSource = {
  headline: string;
  bio: string;
  /** Names of the profile's skills and professions (the catalog's names). */
  conditionNames: readonly string[];
  /** Work history without company names: a hidden name must not be findable, so none is (decision 020). */
  histories: readonly { projectName: string; role: string; description: string }[];
};

/**
 * The normalised text a pro's free word searches (headline, bio, skills, professions, work history),
 * written by every save of a profile and by the seed; its bigrams go through toSearchBigramsLiteral.
 */
export function proSearchText(source: ProSearchSource): string {
  const history = source.histories.map((h) => `${h.projectName} ${h.role} ${h.description}`);
  return normalizeSearchText([source.headline, source.bio, ...source.conditionNames, ...history].join(" "));
}
