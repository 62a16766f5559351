import { reply, serveContract } from "@/platform/api-contract/serve-contract";
import { parseWith } from "@/platform/validation";

import { NOTICE_MAIL_API } from "./notice-mail.contract";
import { UnsubscribeQuerySchema } from "./notice-mail.schemas";
import { unsubscribeFromNotices } from "./notice-mail.service";
import { UNSUBSCRIBE_PATH } from "./unsubscribe-signature";

export const noticeMailRoutes = serveContract(NOTICE_MAIL_API, {
  // POST /api/v2/mail/unsubscribe – stop a category of notices: the page's button or a mail client's one-click POST (no CSRF: the signature authenticates)
  unsubscribe: async (c) => {
    const query = parseWith(UnsubscribeQuerySchema, { u: c.req.query("u"), c: c.req.query("c"), t: c.req.query("t") });
    const { db, appSecret, now } = c.var.deps;
    return reply(c, NOTICE_MAIL_API.unsubscribe, 200, await unsubscribeFromNotices(db, appSecret, query, now()));
  },
  // GET /api/v2/mail/unsubscribe – a browser opened the List-Unsubscribe address: to the page, changing nothing
  unsubscribePage: (c) => {
    const query = new URL(c.req.url).search;
    return c.redirect(`${c.var.deps.siteOrigin}${UNSUBSCRIBE_PATH}${query}`, 303);
  },
});
