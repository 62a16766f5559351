import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { users } from "@/db/schema";
import { DEMO_EMAILS, seedDemoData } from "@/db/seed";
import { BrowserLikeClient, json } from "@tests/support/api-client";
import { useApiTestContext } from "@tests/support/api-test-context";
import { logInAs } from "@tests/support/sessions";

const context = useApiTestContext();

describe("issue 18: the demo data fills 問い合わせ and メール送信履歴", () => {
  it("admin@ sees inquiries in every status (one answered, its mail sent) and failed mail with its reason", async () => {
    await seedDemoData(context.handle, { projects: 60, pros: 20, corporations: 6, seed: 1, referenceDate: context.clock.now() });
    const [admin] = await context.handle.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_EMAILS.admin));
    const client = new BrowserLikeClient(context.app);
    await logInAs(context.handle, client, admin!.id, context.clock.now());

    type Inbox = { inquiries: { id: number; status: string }[] };
    const inbox = await json<Inbox>(await client.request("GET", "/api/v2/admin/inquiries?tab=all"));
    expect(new Set(inbox.inquiries.map((i) => i.status))).toEqual(new Set(["new", "in_progress", "done"]));
    const details = await Promise.all(
      inbox.inquiries.map(async (i) => json<{ replies: { mail: { status: string } | null }[] }>(await client.request("GET", `/api/v2/admin/inquiries/${i.id}`))),
    );
    expect(details.flatMap((d) => d.replies)).toEqual([expect.objectContaining({ mail: expect.objectContaining({ status: "sent" }) })]);

    type Log = { mails: { status: string; lastError: string | null }[] };
    const failed = await json<Log>(await client.request("GET", "/api/v2/admin/mails?status=failed"));
    expect(failed.mails.map((m) => m.lastError)).toContainEqual(expect.stringContaining("550 5.1.1"));
    const all = await json<Log>(await client.request("GET", "/api/v2/admin/mails"));
    expect(new Set(all.mails.map((m) => m.status))).toEqual(new Set(["sent", "pending", "failed"]));
  });
});
