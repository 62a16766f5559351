import type { AuthorizationRow } from "@tests/support/authorization-table";
import { validProjectForm } from "@tests/support/project-form-body";
import type { StatusByRole } from "@tests/support/authorization-roles";

/** src/features/project-posting/project-posting.routes.ts (issue 14) */

/** A paid plan's own things: corporation B's orderer gets 404 (not theirs to know), the free plan 403 (its way is the request). */
const ownedBy = (ok: number): StatusByRole => ({ visitor: 401, pro: 403, orderer: ok, otherOrderer: 404, freeOrderer: 403, admin: 403 });
/** Creating: any paid orderer may, for their own current corporation. */
const paidOrderers = (ok: number): StatusByRole => ({ visitor: 401, pro: 403, orderer: ok, otherOrderer: ok, freeOrderer: 403, admin: 403 });

const draft = (w: { draftOfA: { id: number } }) => `/api/v2/project_drafts/${w.draftOfA.id}`;
const project = (w: { projectOfA: { id: number } }) => `/api/v2/projects/${w.projectOfA.id}`;

export const PROJECT_POSTING_ROWS: AuthorizationRow[] = [
  {
    spec: "S-BAR-8",
    route: "POST /api/v2/project_drafts",
    request: () => ({ method: "POST", path: "/api/v2/project_drafts", body: { title: "書きかけ" } }),
    expect: paidOrderers(201),
  },
  { spec: "S-BAR-8", route: "GET /api/v2/project_drafts/:id{[0-9]+}", request: (w) => ({ method: "GET", path: draft(w) }), expect: ownedBy(200) },
  {
    spec: "S-BAR-8",
    route: "PUT /api/v2/project_drafts/:id{[0-9]+}",
    request: (w) => ({ method: "PUT", path: draft(w), body: { title: "書き直し" } }),
    expect: ownedBy(200),
  },
  { spec: "S-BAR-8", route: "DELETE /api/v2/project_drafts/:id{[0-9]+}", request: (w) => ({ method: "DELETE", path: draft(w) }), expect: ownedBy(204) },
  {
    spec: "S-BAR-8",
    route: "POST /api/v2/project_drafts/:id{[0-9]+}/publish",
    request: (w) => ({ method: "POST", path: `${draft(w)}/publish`, body: validProjectForm() }),
    expect: ownedBy(201),
  },
  { spec: "S-BAR-8", route: "POST /api/v2/projects", request: () => ({ method: "POST", path: "/api/v2/projects", body: validProjectForm() }), expect: paidOrderers(201) },
  { spec: "S-BAR-8", route: "GET /api/v2/projects/:id{[0-9]+}/form", request: (w) => ({ method: "GET", path: `${project(w)}/form` }), expect: ownedBy(200) },
  { spec: "S-BAR-8", route: "PUT /api/v2/projects/:id{[0-9]+}", request: (w) => ({ method: "PUT", path: project(w), body: validProjectForm() }), expect: ownedBy(200) },
  { spec: "S-BAR-8", route: "POST /api/v2/projects/:id{[0-9]+}/close", request: (w) => ({ method: "POST", path: `${project(w)}/close` }), expect: ownedBy(200) },
  { spec: "S-BAR-8", route: "POST /api/v2/projects/:id{[0-9]+}/reopen", request: (w) => ({ method: "POST", path: `${project(w)}/reopen` }), expect: ownedBy(200) },
  { spec: "S-BAR-8", route: "POST /api/v2/projects/:id{[0-9]+}/duplicate", request: (w) => ({ method: "POST", path: `${project(w)}/duplicate` }), expect: ownedBy(201) },
  {
    // Any orderer's posting form shows it (the free plan's request form too); pros and operators post nothing.
    spec: "S-BAR-8",
    route: "GET /api/v2/market_check",
    request: () => ({ method: "GET", path: "/api/v2/market_check?profession_id=1&skill_id=1" }),
    expect: { visitor: 401, pro: 403, orderer: 200, otherOrderer: 200, freeOrderer: 200, admin: 403 },
  },
];
