import { defineRoute } from "@/platform/api-contract/route-declaration";

import { AccountSessionListSchema, PasswordConfirmationBodySchema, SessionIdParamsSchema, SignedOutCountSchema } from "./account-sessions.schemas";

const RECENT_PASSWORD =
  " Needs the password typed in this session within 15 minutes (ASVS 7.5.2): otherwise 403 `password_confirmation_required` — confirm it with `POST /api/v2/me/password_confirmation`, then send again.";

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
    description: `The id is the public id from the list; another account's id answers 404.${RECENT_PASSWORD}`,
    tags: TAGS,
    access: "member",
    request: { params: SessionIdParamsSchema },
    responses: { 204: { description: "The session ended." } },
    errors: [403, 404, 422],
  }),
  logOutOthers: defineRoute({
    operationId: "logOutMyOtherSessions",
    method: "delete",
    path: "/api/v2/me/sessions",
    summary: "Log every other session out",
    description: `Ends every session of the account except the caller's.${RECENT_PASSWORD}`,
    tags: TAGS,
    access: "member",
    responses: { 200: { description: "How many sessions ended.", schema: SignedOutCountSchema } },
    errors: [403],
  }),
  confirmPassword: defineRoute({
    operationId: "confirmMyPassword",
    method: "post",
    path: "/api/v2/me/password_confirmation",
    summary: "Type the password again: this session may end other sessions for the next 15 minutes",
    description: "A wrong password is 422 on `password`; 10 wrong tries in 15 minutes are 429.",
    tags: TAGS,
    access: "member",
    request: { body: PasswordConfirmationBodySchema },
    responses: { 204: { description: "Confirmed." } },
    errors: [429],
  }),
};
