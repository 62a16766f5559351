import { defineRoute } from "@/platform/api-contract/route-declaration";

import { AccountSessionListSchema, SessionIdParamsSchema, SignedOutCountSchema } from "./account-sessions.schemas";

const TAGS = ["Current user"] as const;

/** ログイン中の端末 (/mypage/config/sessions): the account's live sessions, and logging them out. */
export const ACCOUNT_SESSIONS_API = {
  list: defineRoute({
    operationId: "listMySessions",
    method: "get",
    path: "/api/v2/me/sessions",
    summary: "The account's live sessions",
    description: "Newest activity first; the caller's own session is marked `isCurrent`. Expired sessions are not listed.",
    tags: TAGS,
    access: "member",
    responses: { 200: { description: "The sessions.", schema: AccountSessionListSchema } },
    errors: [],
  }),
  logOutOne: defineRoute({
    operationId: "logOutMySession",
    method: "delete",
    path: "/api/v2/me/sessions/{sessionId}",
    summary: "Log one session out",
    description: "The id is the public id from the list; another account's id answers 404.",
    tags: TAGS,
    access: "member",
    request: { params: SessionIdParamsSchema },
    responses: { 204: { description: "The session ended." } },
    errors: [404, 422],
  }),
  logOutOthers: defineRoute({
    operationId: "logOutMyOtherSessions",
    method: "delete",
    path: "/api/v2/me/sessions",
    summary: "Log every other session out",
    description: "Ends every session of the account except the caller's.",
    tags: TAGS,
    access: "member",
    responses: { 200: { description: "How many sessions ended.", schema: SignedOutCountSchema } },
    errors: [],
  }),
};
