import { DEFAULT_SEED, Random } from "../generators/random";
import type { RawExecutor } from "./bulk";

export type DemoDataOptions = {
  projects: number;
  pros: number;
  /** Default: max(150, projects / 50), so a 1M-project load does not pile everything on 150 companies. */
  corporations?: number;
  seed?: number;
  /** "Now" for generated dates; content is deterministic for a fixed seed whatever this is. */
  referenceDate?: Date;
  onProgress?: (message: string) => void;
};

export const DEFAULT_DEMO_SIZES = { projects: 2_000, pros: 1_000 } as const;
/** Above this many projects the GIN indexes are dropped during the load and rebuilt after. */
export const BULK_LOAD_THRESHOLD = 50_000;
/** Corporations 0–2 belong to orderer@example.com, corporation 3 to free@example.com. */
export const DEMO_CORPORATIONS = 4;

// The demo accounts are defined once, beside the /login buttons that offer them.
export { DEMO_EMAILS, DEMO_PASSWORD } from "@/config/demo-accounts";

/**
 * Where every generated row's id will be. Rows are inserted with explicit ids (OVERRIDING SYSTEM
 * VALUE) after the current maximum, so likes, applications and chat rows can point at projects and
 * users without reading anything back; the identity sequences are moved past them at the end.
 */
export type DemoLayout = {
  random: Random;
  referenceDate: Date;
  projectCount: number;
  proCount: number;
  corporationCount: number;
  /** Users: 4 demo accounts, then one orderer per corporation, then the generated pros. */
  demoUserId: { pro: number; orderer: number; free: number; admin: number };
  ordererUserId(corporationIndex: number): number;
  /** proIndex 0 is pro@example.com; 1…proCount are pro0001@… */
  proUserId(proIndex: number): number;
  corporationId(corporationIndex: number): number;
  projectId(projectIndex: number): number;
  baseApplicationId: number;
  baseChatRoomId: number;
  baseAnnouncementId: number;
  onProgress?: (message: string) => void;
};

const ID_TABLES = ["users", "corporations", "projects", "applications", "chat_rooms", "announcements"] as const;

export async function planDemoLayout(exec: RawExecutor, options: DemoDataOptions): Promise<DemoLayout> {
  const corporationCount = Math.max(DEMO_CORPORATIONS + 1, options.corporations ?? Math.max(150, Math.round(options.projects / 50)));
  const base: Record<string, number> = {};
  for (const table of ID_TABLES) {
    const { rows } = await exec.query<{ max: number }>(`SELECT coalesce(max(id), 0)::int AS max FROM "${table}"`);
    base[table] = rows[0]!.max;
  }
  const users = base.users!;
  const referenceDate = options.referenceDate ?? new Date();
  return {
    random: new Random(options.seed ?? DEFAULT_SEED),
    referenceDate,
    projectCount: options.projects,
    proCount: options.pros,
    corporationCount,
    demoUserId: { pro: users + 1, orderer: users + 2, free: users + 3, admin: users + 4 },
    ordererUserId: (i) => users + 5 + i,
    proUserId: (i) => (i === 0 ? users + 1 : users + 4 + corporationCount + i),
    corporationId: (i) => base.corporations! + 1 + i,
    projectId: (i) => base.projects! + 1 + i,
    baseApplicationId: base.applications!,
    baseChatRoomId: base.chat_rooms!,
    baseAnnouncementId: base.announcements!,
    onProgress: options.onProgress,
  };
}

/** Moves each identity sequence past the explicit ids the seed wrote. */
export async function syncIdentitySequences(exec: RawExecutor): Promise<void> {
  for (const table of ID_TABLES) {
    await exec.query(`SELECT setval(pg_get_serial_sequence('"${table}"', 'id'), max(id)) FROM "${table}" HAVING max(id) IS NOT NULL`);
  }
}

export const DAY_MS = 86_400_000;
export const HOUR_MS = 3_600_000;

/** ISO text for timestamptz[] parameters: identical on both engines whatever the process time zone. */
export const iso = (ms: number) => new Date(ms).toISOString();
