import { defineRoute } from "@/platform/api-contract/route-declaration";

import {
  AddEmployerShieldBodySchema,
  CorporationCandidatesQuerySchema,
  CorporationCandidatesSchema,
  EmployerShieldIdParamsSchema,
  EmployerShieldListSchema,
} from "./employer-shields.schemas";

const TAGS = ["Current user"] as const;

/** 勤務先ブロック (/mypage/config/shield, issue 13; decision 020): who must never see the pro. */
export const EMPLOYER_SHIELDS_API = {
  list: defineRoute({
    operationId: "listMyEmployerShields",
    method: "get",
    path: "/api/v2/me/employer_shields",
    summary: "The pro's employer shields",
    tags: TAGS,
    access: "member",
    responses: { 200: { description: "Corporations and e-mail domains that do not see the pro, oldest first.", schema: EmployerShieldListSchema } },
    errors: [403],
  }),
  candidates: defineRoute({
    operationId: "searchEmployerShieldCorporations",
    method: "get",
    path: "/api/v2/me/employer_shields/corporation_candidates",
    summary: "Corporations by name, for choosing one to shield",
    tags: TAGS,
    access: "member",
    request: { query: CorporationCandidatesQuerySchema },
    responses: { 200: { description: "At most 10 corporations whose name contains `q`.", schema: CorporationCandidatesSchema } },
    errors: [403, 422],
  }),
  add: defineRoute({
    operationId: "addMyEmployerShield",
    method: "post",
    path: "/api/v2/me/employer_shields",
    summary: "Shield the pro from a corporation or an e-mail domain",
    description:
      "Members of the corporation (any membership), and users whose login address is at the domain, no longer see the pro's profile (404) or find them in search. Free-mail domains (gmail.com, yahoo.co.jp …) are refused. 409 when already listed.",
    tags: TAGS,
    access: "member",
    request: { body: AddEmployerShieldBodySchema },
    responses: { 201: { description: "The list, with the new shield.", schema: EmployerShieldListSchema } },
    errors: [409],
  }),
  remove: defineRoute({
    operationId: "removeMyEmployerShield",
    method: "delete",
    path: "/api/v2/me/employer_shields/{id}",
    pathPatterns: { id: "[0-9]+" },
    summary: "Remove one of the pro's employer shields",
    tags: TAGS,
    access: "member",
    request: { params: EmployerShieldIdParamsSchema },
    responses: { 200: { description: "The list without it.", schema: EmployerShieldListSchema } },
    errors: [404],
  }),
};
