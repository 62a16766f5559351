import { z } from "zod";

import { defineRoute } from "@/platform/api-contract/route-declaration";
import { CurrentUserSchema } from "@/features/users/me.schemas";

import { SecondFactorChallengeSchema, TwoFactorLoginBodySchema } from "@/features/two-factor/two-factor.schemas";

import { ChangePasswordBodySchema, LoginBodySchema, SignUpBodySchema } from "./auth.schemas";

const TAGS = ["Accounts"] as const;
const NEW_TOKEN = { "X-CSRF-Token": "The CSRF token of the new session, for the next state-changing call." };

/** Accounts and sessions (docs/api.md, "Accounts and sessions"). */
export const AUTH_API = {
  csrfToken: defineRoute({
    operationId: "getCsrfToken",
    method: "get",
    path: "/api/v2/csrf_token",
    summary: "The CSRF token for this browser",
    description: 'Also in `<meta name="csrf-token">` on every page. Sets the anonymous CSRF cookie when it is missing.',
    tags: TAGS,
    access: "site",
    responses: { 200: { description: "The token to send as `X-CSRF-Token`.", schema: z.object({ csrfToken: z.string() }) } },
    errors: [],
  }),
  signUp: defineRoute({
    operationId: "signUp",
    method: "post",
    path: "/api/v2/users",
    summary: "Sign up as a pro, or as an orderer with a new corporation (or into the corporation that invited them)",
    description:
      "Logs the new user in: sets the session cookie. An orderer's `invitationToken` (from the invitation mail's link) joins that corporation instead of creating one: the e-mail must be the invited address (403), an unknown token is 404, an expired, used or revoked one 410, and no account is created then.",
    tags: TAGS,
    access: "site",
    request: { body: SignUpBodySchema },
    responses: { 201: { description: "The new user, signed in.", schema: CurrentUserSchema, headers: NEW_TOKEN } },
    errors: [404, 409, 410, 429],
  }),
  logIn: defineRoute({
    operationId: "logIn",
    method: "post",
    path: "/api/v2/sessions",
    summary: "Log in with e-mail and password",
    description:
      "The session id is always new. A wrong e-mail and a wrong password get the same answer. `rememberMe: false` gives a cookie without Max-Age and a session that ends after 12 h idle / 24 h; absent or true keeps today's 14 days idle / 30 days. An account with 二段階認証 gets 202 and no session: the code goes to `POST /api/v2/sessions/two_factor`.",
    tags: TAGS,
    access: "site",
    request: { body: LoginBodySchema },
    responses: {
      200: { description: "The user, signed in.", schema: CurrentUserSchema, headers: NEW_TOKEN },
      202: { description: "The password is right; the account asks for its second factor.", schema: SecondFactorChallengeSchema },
    },
    errors: [401, 429],
  }),
  logInSecondFactor: defineRoute({
    operationId: "logInWithSecondFactor",
    method: "post",
    path: "/api/v2/sessions/two_factor",
    summary: "Finish a 二段階認証 login with the app's code or a recovery code",
    description:
      "The ticket from the login's 202 (10 minutes) and a code: six digits from the authenticator app (each works once), or one unused recovery code. 422 on `code` when wrong; 5 codes per account in 15 minutes (429); 401 `two_factor_login_expired` when the ticket is unknown or old. The session counts as having proven the second factor.",
    tags: TAGS,
    access: "site",
    request: { body: TwoFactorLoginBodySchema },
    responses: { 200: { description: "The user, signed in.", schema: CurrentUserSchema, headers: NEW_TOKEN } },
    errors: [401, 429],
  }),
  logOut: defineRoute({
    operationId: "deleteCurrentSession",
    method: "delete",
    path: "/api/v2/sessions/current",
    summary: "Log out",
    description: 'Also answers `Clear-Site-Data: "storage"`: what the person left in this browser (unsent chat drafts) goes with the session.',
    tags: TAGS,
    access: "member",
    responses: { 204: { description: "The session has ended." } },
    errors: [],
  }),
  changePassword: defineRoute({
    operationId: "changePassword",
    method: "patch",
    path: "/api/v2/me/password",
    summary: "Change the password",
    description:
      "Every other session of the user ends; a security notice 「パスワードが変更されました」 is mailed. At most 10 attempts per account in 15 minutes, counted before the current password is checked (429 with Retry-After).",
    tags: TAGS,
    access: "member",
    request: { body: ChangePasswordBodySchema },
    responses: { 204: { description: "Changed." } },
    errors: [429],
  }),
};
