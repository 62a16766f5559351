import type { PageRow } from "@tests/support/authorization-pages";

import { sameForEveryone } from "./expectations";

/** The pro search's landing pages (issue 13): public like /top/pros; an unknown condition is a 404. */
export const PRO_SEARCH_PAGE_ROWS: PageRow[] = [
  { spec: "issue 13", route: "/top/pros/professions/[segment]", request: () => ({ path: "/top/pros/professions/1" }), expect: sameForEveryone(200) },
  { spec: "issue 13", route: "/top/pros/required_skills/[segment]", request: () => ({ path: "/top/pros/required_skills/TypeScript" }), expect: sameForEveryone(200) },
  {
    spec: "issue 13",
    route: "/top/pros/required_skills/[segment]",
    case: "no such skill",
    request: () => ({ path: "/top/pros/required_skills/NoSuchSkill" }),
    expect: sameForEveryone(404),
  },
];
