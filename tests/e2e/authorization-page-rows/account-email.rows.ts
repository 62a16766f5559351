import type { PageAnswerByRole, PageRow } from "@tests/support/authorization-pages";

import { sameForEveryone } from "./expectations";

const toLogin = (path: string) => `307 /login?next=${encodeURIComponent(path)}` as const;
const members = (path: string): PageAnswerByRole => ({ ...sameForEveryone(200), visitor: toLogin(path) });

/**
 * Issue 12: the e-mailed links' pages are open to everyone (the token, not the session, names the
 * account; without one they say the link is not valid); the welcome and the e-mail settings are the
 * member's own; a notice's unsubscribe page without a valid signature is 404.
 */
export const ACCOUNT_EMAIL_PAGE_ROWS: PageRow[] = [
  { route: "/email_verification", request: () => ({ path: "/email_verification" }), expect: sameForEveryone(200) },
  { route: "/email_verification", case: "an unknown token", request: () => ({ path: `/email_verification?token=${"A".repeat(43)}` }), expect: sameForEveryone(200) },
  { route: "/email_change", request: () => ({ path: "/email_change" }), expect: sameForEveryone(200) },
  { route: "/signup/welcome", request: () => ({ path: "/signup/welcome" }), expect: members("/signup/welcome") },
  { route: "/mypage/config/email", request: () => ({ path: "/mypage/config/email" }), expect: members("/mypage/config/email") },
  { route: "/mail/unsubscribe", request: () => ({ path: "/mail/unsubscribe?u=1&c=scout&t=forged" }), expect: sameForEveryone(404) },
];
