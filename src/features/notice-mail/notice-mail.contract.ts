import { defineRoute } from "@/platform/api-contract/route-declaration";

import { UnsubscribedResponseSchema, UnsubscribeQuerySchema } from "./notice-mail.schemas";
import { NoticeMailSettingsBodySchema, NoticeMailSettingsSchema } from "./notice-mail-settings.schemas";

const TAGS = ["Notice mail"] as const;

/** One-click unsubscribe from notice mail (issue 12, RFC 8058; docs/decisions/018-email-verification-and-change.md). */
export const NOTICE_MAIL_API = {
  unsubscribe: defineRoute({
    operationId: "unsubscribeFromNoticeMail",
    method: "post",
    path: "/api/v2/mail/unsubscribe",
    summary: "Stop one category of notice mail (one click, no login)",
    description:
      "The query is the signed link of the mail (`u` user, `c` category, `t` signature). Accepts the unsubscribe page's call and the RFC 8058 one-click POST of mail clients (`application/x-www-form-urlencoded`, body `List-Unsubscribe=One-Click`); the body is not read. The signature authenticates the call, so it needs no CSRF token and no particular origin. Idempotent. A wrong signature answers 404.",
    tags: TAGS,
    access: "public",
    request: { query: UnsubscribeQuerySchema },
    responses: { 200: { description: "The category is stopped for the user.", schema: UnsubscribedResponseSchema } },
    errors: [404, 422],
  }),
  unsubscribePage: defineRoute({
    operationId: "openNoticeMailUnsubscribePage",
    method: "get",
    path: "/api/v2/mail/unsubscribe",
    summary: "Sends a browser that opened the List-Unsubscribe address to the unsubscribe page",
    description: "Changes nothing (mail scanners open links): 303 to `/mail/unsubscribe` with the same query, whose button stops the mail.",
    tags: TAGS,
    access: "public",
    request: { query: UnsubscribeQuerySchema },
    responses: { 303: { description: "To the unsubscribe page." } },
    errors: [],
  }),
  settings: defineRoute({
    operationId: "getMyNoticeMailSettings",
    method: "get",
    path: "/api/v2/me/notice_mail_settings",
    summary: "Which notice mails the signed-in user receives",
    description: "Security and account mail (password, e-mail change) is always sent and is not listed.",
    tags: ["Current user"],
    access: "member",
    responses: { 200: { description: "Each category that applies to the user's role, on or off.", schema: NoticeMailSettingsSchema } },
    errors: [],
  }),
  changeSettings: defineRoute({
    operationId: "changeMyNoticeMailSettings",
    method: "put",
    path: "/api/v2/me/notice_mail_settings",
    summary: "Switch notice mail categories on or off",
    description: "`enabled` names the categories to change; others keep their setting. A category that does not apply to the role is 422.",
    tags: ["Current user"],
    access: "member",
    request: { body: NoticeMailSettingsBodySchema },
    responses: { 200: { description: "The settings after the change.", schema: NoticeMailSettingsSchema } },
    errors: [],
  }),
};
