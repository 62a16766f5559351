import { signUnsubscribe } from "@/features/notice-mail/unsubscribe-signature";
import type { AuthorizationRow } from "@tests/support/authorization-table";
import { TEST_SECRET } from "@tests/support/test-database";

import { anyMember, sameForEveryone } from "./expectations";

const UNKNOWN_TOKEN = "A".repeat(43);

/** src/features/account-email/account-email.routes.ts and src/features/notice-mail/notice-mail.routes.ts (issue 12). */
export const ACCOUNT_EMAIL_ROWS: AuthorizationRow[] = [
  {
    // The token, not the session, names the account: an unknown one is 410 for everyone.
    route: "POST /api/v2/email_verifications",
    request: () => ({ method: "POST", path: "/api/v2/email_verifications", body: { token: UNKNOWN_TOKEN } }),
    expect: sameForEveryone(410),
  },
  {
    // The table's members are verified already: 409, and nothing is sent.
    route: "POST /api/v2/me/email_verification",
    request: () => ({ method: "POST", path: "/api/v2/me/email_verification" }),
    expect: anyMember(409),
  },
  {
    route: "POST /api/v2/me/email_change",
    request: (world, role) => ({ method: "POST", path: "/api/v2/me/email_change", body: { newEmail: `changed-${role}@example.test`, currentPassword: world.password } }),
    expect: anyMember(201),
  },
  {
    route: "POST /api/v2/email_changes",
    request: () => ({ method: "POST", path: "/api/v2/email_changes", body: { token: UNKNOWN_TOKEN } }),
    expect: sameForEveryone(410),
  },
  {
    // The signature is the authority: anyone holding the link may stop that category for that user.
    route: "POST /api/v2/mail/unsubscribe",
    request: (world) => {
      const userId = world.users.pro.id;
      return { method: "POST", path: `/api/v2/mail/unsubscribe?u=${userId}&c=scout&t=${signUnsubscribe(TEST_SECRET, userId, "scout")}` };
    },
    expect: sameForEveryone(200),
  },
  {
    route: "GET /api/v2/mail/unsubscribe",
    request: (world) => {
      const userId = world.users.pro.id;
      return { method: "GET", path: `/api/v2/mail/unsubscribe?u=${userId}&c=news&t=${signUnsubscribe(TEST_SECRET, userId, "news")}` };
    },
    expect: sameForEveryone(303),
  },
];
