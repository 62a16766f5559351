import type { AuthorizationRow } from "@tests/support/authorization-table";

import { sameForEveryone } from "./expectations";

/** src/features/password-reset/password-reset.routes.ts: open to everyone (decision 019). */
export const PASSWORD_RESET_ROWS: AuthorizationRow[] = [
  {
    // The same answer for every address and every caller; the mail, if any, is the job's business.
    route: "POST /api/v2/password_resets",
    request: (world, role) => ({ method: "POST", path: "/api/v2/password_resets", body: { email: world.users[role === "visitor" ? "pro" : role].email } }),
    expect: sameForEveryone(200),
  },
  {
    // A link that was never issued is dead for everyone, signed in or not.
    route: "POST /api/v2/password_resets/complete",
    request: () => ({ method: "POST", path: "/api/v2/password_resets/complete", body: { token: "x".repeat(43), password: "a-new-long-passphrase-77" } }),
    expect: sameForEveryone(410),
  },
];
