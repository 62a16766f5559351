import type { AuthorizationRow } from "@tests/support/authorization-table";

import { sameForEveryone } from "./expectations";

/** src/features/contact/contact.routes.ts: open to everyone. */
export const CONTACT_ROWS: AuthorizationRow[] = [
  {
    route: "POST /api/v2/contact_inquiries",
    request: (_, role) => ({
      method: "POST",
      path: "/api/v2/contact_inquiries",
      body: { name: "山田 花子", email: `contact-${role}@example.test`, category: "other", body: "掲載について相談したいことがあります。" },
    }),
    expect: sameForEveryone(201),
  },
];
