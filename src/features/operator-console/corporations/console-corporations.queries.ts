import { and, desc, eq, sql, type SQL } from "drizzle-orm";

import { selectRows, type Database } from "@/db/client";
import { corporationMemberships, corporations, projects, users, type Plan } from "@/db/schema";

import { countUpToCap, type CappedCount } from "../console-capped-count";

export type CorporationFilter = { q?: string; plan?: Plan };

function whereOf(filter: CorporationFilter): SQL {
  const parts: SQL[] = [sql`true`];
  const q = filter.q?.trim();
  if (q && /^\d{1,10}$/.test(q)) parts.push(sql`c.id = ${Number(q)}`);
  else if (q) parts.push(sql`c.name ilike ${`%${q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`}`);
  if (filter.plan) parts.push(sql`c.plan = ${filter.plan}`);
  return sql.join(parts, sql` and `);
}

export type CorporationListRow = { id: number; name: string; plan: Plan; planStartedOn: string | null; createdAt: Date; memberCount: number };

/** Newest first (corporations_created_at_idx); members counted for the page's rows only. */
export async function listCorporations(db: Database, filter: CorporationFilter, limit: number, offset: number): Promise<CorporationListRow[]> {
  return selectRows<CorporationListRow>(
    db,
    sql`select c.id, c.name, c.plan, c.plan_started_on::text as "planStartedOn", c.created_at as "createdAt",
          (select count(*)::int from corporation_memberships m where m.corporation_id = c.id) as "memberCount"
        from (select id from corporations c where ${whereOf(filter)} order by c.created_at desc nulls last, c.id desc nulls last limit ${limit} offset ${offset}) page
        join corporations c on c.id = page.id
        order by c.created_at desc nulls last, c.id desc nulls last`,
  );
}

/** How many match, reading at most the console's cap. */
export function countCorporations(db: Database, filter: CorporationFilter): Promise<CappedCount> {
  return countUpToCap(db, sql`corporations c`, whereOf(filter));
}

export async function findCorporation(db: Database, corporationId: number, options: { lock?: boolean } = {}) {
  const query = db.select().from(corporations).where(eq(corporations.id, corporationId)).limit(1);
  const [row] = options.lock ? await query.for("update") : await query;
  return row;
}

export async function listMembers(db: Database, corporationId: number) {
  return db
    .select({
      userId: users.id,
      lastName: users.lastName,
      firstName: users.firstName,
      email: users.email,
      role: corporationMemberships.role,
      since: corporationMemberships.createdAt,
    })
    .from(corporationMemberships)
    .innerJoin(users, eq(users.id, corporationMemberships.userId))
    .where(eq(corporationMemberships.corporationId, corporationId))
    .orderBy(corporationMemberships.createdAt);
}

/** The owners and admins, who are told of a plan change (not 退会 accounts). */
export async function listContractContacts(db: Database, corporationId: number) {
  return db
    .select({ email: users.email })
    .from(corporationMemberships)
    .innerJoin(users, eq(users.id, corporationMemberships.userId))
    .where(and(eq(corporationMemberships.corporationId, corporationId), sql`${corporationMemberships.role} in ('owner', 'admin')`, sql`${users.deactivatedAt} is null`));
}

export async function listRecentProjects(db: Database, corporationId: number, limit: number) {
  return db
    .select({ id: projects.id, title: projects.title, status: projects.status, publishedAt: projects.publishedAt })
    .from(projects)
    .where(eq(projects.corporationId, corporationId))
    .orderBy(desc(projects.publishedAt), desc(projects.id))
    .limit(limit);
}

export type ContractColumns = { plan: Plan; planStartedOn: string | null; planInvoiceNote: string; invoiceRegistrationNumber: string | null };

export async function updateContract(tx: Database, corporationId: number, columns: ContractColumns, now: Date): Promise<void> {
  await tx
    .update(corporations)
    .set({ ...columns, updatedAt: now })
    .where(eq(corporations.id, corporationId));
}
