import { requireActor } from "@/platform/actor/guards";
import { acceptedAppSecrets } from "@/platform/app-secret";
import { reply, serveContract } from "@/platform/api-contract/serve-contract";
import { parseJsonBody, parseWith } from "@/platform/validation";

import { NOTICE_MAIL_API } from "./notice-mail.contract";
import { UnsubscribeQuerySchema } from "./notice-mail.schemas";
import { unsubscribeFromNotices } from "./notice-mail.service";
import { NoticeMailSettingsBodySchema } from "./notice-mail-settings.schemas";
import { changeNoticeMailSettings, getNoticeMailSettings } from "./notice-mail-settings.service";
import { UNSUBSCRIBE_PATH } from "./unsubscribe-signature";

export const noticeMailRoutes = serveContract(NOTICE_MAIL_API, {
  // POST /api/v2/mail/unsubscribe – stop a category of notices: the page's button or a mail client's one-click POST (no CSRF: the signature authenticates)
  unsubscribe: async (c) => {
    const query = parseWith(UnsubscribeQuerySchema, { u: c.req.query("u"), c: c.req.query("c"), t: c.req.query("t") });
    const { db, now } = c.var.deps;
    return reply(c, NOTICE_MAIL_API.unsubscribe, 200, await unsubscribeFromNotices(db, acceptedAppSecrets(c.var.deps), query, now()));
  },
  // GET /api/v2/mail/unsubscribe – a browser opened the List-Unsubscribe address: to the page, changing nothing
  unsubscribePage: (c) => {
    const query = new URL(c.req.url).search;
    return c.redirect(`${c.var.deps.siteOrigin}${UNSUBSCRIBE_PATH}${query}`, 303);
  },
  // GET /api/v2/me/notice_mail_settings – which notices the user receives (the categories of their role)
  settings: async (c) => {
    const actor = requireActor(c);
    return reply(c, NOTICE_MAIL_API.settings, 200, await getNoticeMailSettings(c.var.deps.db, actor));
  },
  // PUT /api/v2/me/notice_mail_settings – switch categories on or off (off = the unsubscribe link's opt-out row)
  changeSettings: async (c) => {
    const actor = requireActor(c);
    const body = await parseJsonBody(c, NoticeMailSettingsBodySchema);
    const { db, now } = c.var.deps;
    return reply(c, NOTICE_MAIL_API.changeSettings, 200, await changeNoticeMailSettings(db, actor, body, now()));
  },
});
