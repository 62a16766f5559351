import type { PageRow } from "@tests/support/authorization-pages";

import { sameForEveryone } from "./expectations";

/** Search, landing pages, projects, pros and corporations: open to everyone. */
export const PUBLIC_PAGE_ROWS: PageRow[] = [
  { route: "/", request: () => ({ path: "/" }), expect: sameForEveryone(200) },
  { spec: "S-SRCH-1", route: "/top/projects", request: () => ({ path: "/top/projects" }), expect: sameForEveryone(200) },
  { spec: "S-RANK-1", route: "/top/projects/ranking", request: () => ({ path: "/top/projects/ranking" }), expect: sameForEveryone(200) },
  {
    route: "/top/projects/[id]",
    case: "an open project of corporation A",
    request: (w) => ({ path: `/top/projects/${w.projectOfAId}` }),
    expect: sameForEveryone(200),
  },
  { route: "/top/projects/[id]", case: "no such project", request: () => ({ path: "/top/projects/99999999" }), expect: sameForEveryone(404) },
  {
    route: "/projects/[id]",
    case: "the short URL",
    request: (w) => ({ path: `/projects/${w.projectOfAId}` }),
    expect: (w) => sameForEveryone(`308 /top/projects/${w.projectOfAId}`),
  },
  { spec: "S-SRCH-8", route: "/professions/[segment]", request: () => ({ path: "/professions/1" }), expect: sameForEveryone(200) },
  { spec: "S-SRCH-8", route: "/required_skills/[segment]", request: () => ({ path: "/required_skills/TypeScript" }), expect: sameForEveryone(200) },
  { spec: "S-SRCH-8", route: "/remote_types/[segment]", request: () => ({ path: "/remote_types/1" }), expect: sameForEveryone(200) },
  { spec: "S-SRCH-8", route: "/tags/[segment]", request: () => ({ path: "/tags/1" }), expect: sameForEveryone(200) },
  { spec: "S-SRCH-8", route: "/special_projects_pages/[segment]", request: () => ({ path: "/special_projects_pages/high-paying" }), expect: sameForEveryone(200) },
  { spec: "S-NAV-2", route: "/top/pros", request: () => ({ path: "/top/pros" }), expect: sameForEveryone(200) },
  { spec: "S-BAR-10", route: "/top/pros/[id]", case: "the demo pro", request: (w) => ({ path: `/top/pros/${w.me.pro.id}` }), expect: sameForEveryone(200) },
  // A user who is not a pro has no pro profile; an unknown or deactivated (退会) user none either (issue 12).
  { spec: "S-BAR-10", route: "/top/pros/[id]", case: "an orderer's user id", request: (w) => ({ path: `/top/pros/${w.me.orderer.id}` }), expect: sameForEveryone(404) },
  { spec: "S-BAR-10", route: "/top/pros/[id]", case: "no such user", request: () => ({ path: "/top/pros/99999999" }), expect: sameForEveryone(404) },
  { spec: "S-BAR-8", route: "/corporations/[id]", case: "corporation A", request: (w) => ({ path: `/corporations/${w.corporationAId}` }), expect: sameForEveryone(200) },
  { spec: "S-BAR-8", route: "/corporations/[id]", case: "no such corporation", request: () => ({ path: "/corporations/99999999" }), expect: sameForEveryone(404) },
  { route: "/_not-found", case: "an unknown path", request: () => ({ path: "/no-such-page" }), expect: sameForEveryone(404) },
];
