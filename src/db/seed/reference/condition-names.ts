import { conditionNameLookup } from "../../../lib/search-document";
import { AVAILABLE_TIMES, CONTRACT_TYPES, REMOTE_TYPES } from "./conditions";
import { PREFECTURES, REGIONS } from "./locations";
import { PROFESSIONS } from "./professions";
import { SKILLS } from "./skills";
import { FEATURE_TAGS } from "./tags";

/** The reference lists as a search text's name lookup: the seed writes the texts the product would. */
export const REFERENCE_CONDITION_NAMES = conditionNameLookup({
  skills: SKILLS,
  professions: PROFESSIONS,
  featureTags: FEATURE_TAGS,
  remoteTypes: REMOTE_TYPES,
  contractTypes: CONTRACT_TYPES,
  availableTimes: AVAILABLE_TIMES,
  prefectures: PREFECTURES,
  regions: REGIONS,
});
