import { existsSync } from "node:fs";
import path from "node:path";

import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { isValidInvoiceRegistrationNumber } from "@/lib/invoice-registration-number";

import { type DatabaseHandle, openDatabase, selectRows } from "../../client";
import { runMigrations } from "../../migrate";
import { DEMO_EMAILS, seedDemoData, seedReferenceData } from "../index";
import { DEMO_INVITATION_EMAIL } from "./corporations";

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await openDatabase({ kind: "pglite", dataDir: "memory://" });
  await runMigrations(handle);
  await seedReferenceData(handle.db);
  await seedDemoData(handle, { projects: 100, pros: 20, corporations: 8, seed: 1, referenceDate: new Date("2026-11-01T00:00:00Z") });
}, 120_000);

afterAll(async () => {
  await handle?.close();
});

describe("issue 14: the demo orderer's corporations tell the whole story", () => {
  it("have full profiles with a logo that ships with the app, one 登録番号 that passes the check digit, one name public to visitors", async () => {
    const corporations = await selectRows<{ industry: string | null; foundedYear: number | null; invoice: string | null; isNamePublic: boolean; logoUrl: string | null }>(
      handle.db,
      sql`select c.industry, c.founded_year as "foundedYear", c.invoice_registration_number as invoice, c.is_name_public as "isNamePublic", c.logo_url as "logoUrl"
          from corporations c join corporation_memberships m on m.corporation_id = c.id join users u on u.id = m.user_id
          where u.email = ${DEMO_EMAILS.orderer} order by c.id`,
    );
    expect(corporations).toHaveLength(3);
    expect(corporations.every((c) => c.industry !== null && c.foundedYear !== null)).toBe(true);
    expect(corporations.filter((c) => c.invoice !== null && isValidInvoiceRegistrationNumber(c.invoice))).toHaveLength(1);
    expect(corporations.filter((c) => c.isNamePublic)).toHaveLength(1);
    for (const { logoUrl } of corporations) {
      expect(logoUrl).toMatch(/^\/images\/demo-logos\/[a-z]+\.svg$/);
      expect(existsSync(path.join("public", logoUrl!)), logoUrl!).toBe(true);
    }
  });

  it("the first has an owner, an admin and a member, and one pending invitation", async () => {
    const roles = await selectRows<{ role: string }>(
      handle.db,
      sql`select m.role from corporation_memberships m where m.corporation_id = (select current_corporation_id from users where email = ${DEMO_EMAILS.orderer}) order by m.role`,
    );
    expect(roles.map((r) => r.role)).toEqual(["admin", "member", "owner"]);
    const invitations = await selectRows<{ email: string }>(handle.db, sql`select email from corporation_invitations where accepted_at is null and revoked_at is null`);
    expect(invitations.map((i) => i.email)).toEqual([DEMO_INVITATION_EMAIL]);
  });

  it("every generated 登録番号 passes the check digit (the settings form would refuse the rest)", async () => {
    const numbers = await selectRows<{ invoice: string }>(
      handle.db,
      sql`select invoice_registration_number as invoice from corporations where invoice_registration_number is not null`,
    );
    expect(numbers.length).toBeGreaterThan(0);
    expect(numbers.filter((n) => !isValidInvoiceRegistrationNumber(n.invoice))).toEqual([]);
  });
});
