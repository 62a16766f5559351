import fc from "fast-check";

import { ROLES, MATCHING_ROLES } from "@tests/support/authorization-roles";
import type { BrowserLikeClient } from "@tests/support/api-client";
import type { AuthorizationRow } from "@tests/support/authorization-table";

import { AUTHORIZATION_ROWS } from "../../integration/authorization-rows";
import { answerProblems, foreignIssues } from "./answer-checks";
import { applyMutation, describeRequest, mutation, type ConcreteRequest, type Mutation } from "./payloads";
import { freshWorld, getPropertyDatabase, type AnyRole, type PropertyWorld } from "./property-world";
import { ANY_REFUSAL_MAY_WRITE, type RouteFamily } from "./route-families";
import { clearLedger, countRows, countsExpectedFrom, ledgerChanges, publicTables, readLedger, type Ledger } from "./write-ledger";
import { documentRouteOf } from "./write-routes";

/** Payloads per family: the issue's 10,000 (PROPERTY_PAYLOADS may lower it while working on a family). */
export const PAYLOADS_PER_FAMILY = Number(process.env.PROPERTY_PAYLOADS ?? 10_000);

/**
 * Requests between two real row counts (and, when the batch accepted anything, a fresh world): an
 * accepted payload may delete the row the next ones aim at or lock a role out (退会, a suspension).
 */
const BATCH_SIZE = 2_500;

/** One in this many payloads goes as a role the route refuses (visitors and the wrong kind of member). */
const REFUSED_ROLE_PERCENT = 15;

type Target = { row: AuthorizationRow; route: string; allowed: AnyRole[]; others: AnyRole[] };

/** Who a row's route is for: roles it answers below 400; failing that, roles it does not refuse outright. */
function targetOf(row: AuthorizationRow): Target {
  const statuses: [AnyRole, number][] = [...Object.entries(row.expect), ...Object.entries(row.matching ?? {})] as [AnyRole, number][];
  const tiers = [(s: number) => s < 400, (s: number) => ![401, 403, 404].includes(s), (s: number) => ![401, 403].includes(s), () => true];
  const allowed = tiers.map((tier) => statuses.filter(([, s]) => tier(s)).map(([role]) => role)).find((roles) => roles.length > 0)!;
  const everyone: AnyRole[] = row.matching ? [...ROLES, ...MATCHING_ROLES] : [...ROLES];
  return { row, route: documentRouteOf(row.route), allowed, others: everyone.filter((role) => !allowed.includes(role)) };
}

export function targetsOf(family: RouteFamily): Target[] {
  return AUTHORIZATION_ROWS.filter((row) => family.routes.includes(documentRouteOf(row.route))).map(targetOf);
}

/** Uniform picks (fast-check leans towards small numbers, which would favour the first route and role). */
const pick = fc.noBias(fc.nat());
const payload = fc.record({ target: pick, roleDraw: fc.noBias(fc.nat(99)), role: pick, ip: pick, mutation });

export type FamilyReport = {
  family: string;
  payloads: number;
  seconds: number;
  accepted: number;
  statuses: Record<number, number>;
  worlds: number;
  /** Tables written by accepted payloads, per route (what `acceptedWrites` must allow). */
  acceptedTables: Record<string, string[]>;
  /** Field issues answered in Zod's English rather than Japanese, per route, with how often. */
  foreignIssues: Record<string, Record<string, number>>;
  /** Milliseconds spent per route, requests and checks together (where a family's time goes). */
  millisecondsByRoute: Record<string, number>;
};

/**
 * Sends PAYLOADS_PER_FAMILY generated payloads to the family's routes and checks each answer: never
 * 5xx; a refusal is `{ error: { code, message } }` in Japanese and writes nothing (the write ledger);
 * an acceptance writes only the family's tables; and each batch's real row counts add up.
 */
export async function runFamily(family: RouteFamily): Promise<FamilyReport> {
  const { handle, writeCommits } = await getPropertyDatabase();
  const tables = await publicTables(handle);
  const targets = targetsOf(family);
  const refusalMayWrite = { ...ANY_REFUSAL_MAY_WRITE, ...family.refusalWrites };
  const report: FamilyReport = {
    family: family.name,
    payloads: 0,
    seconds: 0,
    accepted: 0,
    statuses: {},
    worlds: 0,
    acceptedTables: {},
    foreignIssues: {},
    millisecondsByRoute: {},
  };
  const started = performance.now();

  let world: PropertyWorld;
  let startCounts: Record<string, number>;
  let ledger: Ledger;
  let commitsSeen = 0;
  let isDirty = false;
  let inBatch = 0;
  const beginBatch = async () => {
    inBatch = 0;
    if (report.worlds === 0 || isDirty) {
      world = await freshWorld(handle);
      report.worlds += 1;
      isDirty = false;
    }
    await clearLedger(handle);
    startCounts = await countRows(handle, tables);
    ledger = new Map();
    commitsSeen = writeCommits();
  };
  /** The issue's row count: every table's count(*) equals the batch's start plus the ledger's net inserts. */
  const endBatch = async () => {
    const counts = await countRows(handle, tables);
    const expected = countsExpectedFrom(startCounts, await readLedger(handle));
    const differing = tables.filter((table) => counts[table] !== expected[table]).map((t) => `${t}: ${counts[t]} rows, ledger says ${expected[t]}`);
    if (differing.length > 0) throw new Error(`${family.name}: row counts disagree with the write ledger:\n${differing.join("\n")}`);
  };
  /** Reads what the last request (or the runner itself) wrote since the previous reading. */
  const takeChanges = async () => {
    if (writeCommits() === commitsSeen) return {};
    commitsSeen = writeCommits();
    const next = await readLedger(handle);
    const changes = ledgerChanges(ledger, next);
    ledger = next;
    return changes;
  };

  await beginBatch();
  await fc.assert(
    fc.asyncProperty(payload, async (generated) => {
      if (inBatch === BATCH_SIZE) {
        await endBatch();
        await beginBatch();
      }
      inBatch += 1;
      report.payloads += 1;
      if (process.env.PROPERTY_DEBUG && report.payloads % 500 === 0) console.log(report.payloads, Math.round(performance.now() - started));
      const target = targets[generated.target % targets.length]!;
      const pool = generated.roleDraw < REFUSED_ROLE_PERCENT && target.others.length > 0 ? target.others : target.allowed;
      const role = pool[generated.role % pool.length]!;
      const sentAt = performance.now();
      const { client, isNew } = await world.clientOf(role);
      if (isNew) await takeChanges(); // a new client's session row is the runner's, not the request's
      const request = applyMutation(target.row.request(world.world, role), target.route, generated.mutation as Mutation);
      const response = await send(client, request, generated.ip);
      const text = await response.text();
      report.statuses[response.status] = (report.statuses[response.status] ?? 0) + 1;
      const where = () => `${family.name}\n  route ${target.route} as ${role}\n  ${describeRequest(request)}\n  → ${response.status} ${text.slice(0, 400)}`;

      const problems = answerProblems(response.status, text);
      if (problems.length > 0) throw new Error(`${problems.join("; ")}\n${where()}`);
      if (response.status === 422) {
        const seen = (report.foreignIssues[target.route] ??= {});
        for (const issue of foreignIssues(text)) seen[issue] = (seen[issue] ?? 0) + 1;
      }

      // A sign-up or login logs the client in as someone else, a logout or 退会 logs it out: a fresh one next time.
      const isLockedOut = role !== "visitor" && text.includes('"code":"unauthenticated"');
      if (response.headers.getSetCookie().length > 0) world.dropClient(role);
      const changes = await takeChanges();
      report.millisecondsByRoute[target.route] = Math.round((report.millisecondsByRoute[target.route] ?? 0) + performance.now() - sentAt);
      const written = Object.keys(changes);
      if (response.status >= 400) {
        const unexpected = written.filter((table) => !(table in refusalMayWrite));
        if (unexpected.length > 0) throw new Error(`a refused request wrote ${JSON.stringify(changes)}\n${where()}`);
        if (isLockedOut) {
          // A signed-in role answered 401 lost its account (退会, a suspension) to an earlier payload.
          await world.revive(role);
          await takeChanges();
          isDirty = true;
        }
        return;
      }
      report.accepted += 1;
      isDirty = true;
      const seen = new Set([...(report.acceptedTables[target.route] ?? []), ...written]);
      report.acceptedTables[target.route] = [...seen].sort();
      const unexpected = written.filter((table) => !family.acceptedWrites.includes(table) && !(table in refusalMayWrite));
      if (unexpected.length > 0 && !process.env.PROPERTY_DISCOVER)
        throw new Error(`an accepted request wrote tables outside its family: ${JSON.stringify(changes)}\n${where()}`);
    }),
    { numRuns: PAYLOADS_PER_FAMILY, seed: Number(process.env.PROPERTY_SEED ?? family.seed), endOnFailure: true },
  );
  await endBatch();
  report.seconds = Math.round((performance.now() - started) / 100) / 10;
  return report;
}

/** Every request from its own client address (IPv6 documentation range), so per-IP limits rarely decide. */
async function send(client: BrowserLikeClient, request: ConcreteRequest, ip: number): Promise<Response> {
  return client.request(request.method, request.path, {
    json: request.json,
    body: request.body,
    headers: { "x-kakehashi-client-ip": `2001:db8::${(ip % 0xffff).toString(16)}:${Math.floor(ip / 0xffff).toString(16)}`, ...request.headers },
  });
}
