import { sql } from "drizzle-orm";

import { selectRows, type DatabaseHandle } from "../client";
import { DEFAULT_DEMO_SIZES, seedDemoData, type DemoDataSummary } from "./demo";
import { seedReferenceData } from "./reference";

export { seedDemoData, DEFAULT_DEMO_SIZES, DEMO_EMAILS, DEMO_PASSWORD, type DemoDataOptions, type DemoDataSummary } from "./demo";
export { lockPublishedOperatorPasswords } from "./demo/public-demo";
export { seedReferenceData } from "./reference";
export { resetDemoData } from "./reset";

export async function hasAnyUser(handle: DatabaseHandle): Promise<boolean> {
  const [row] = await selectRows<{ exists: boolean }>(handle.db, sql`select exists (select 1 from users) as "exists"`);
  return row?.exists === true;
}

/**
 * Start-up seeding in demo mode (expects migrations to have run): reference data every time, since
 * it is idempotent and may have gained rows; demo data only into a database without any user, with
 * `onDemoStart` told the sizes first. Undefined when the demo data was already there.
 */
export async function seedIfEmpty(
  handle: DatabaseHandle,
  options: { onDemoStart?: (sizes: typeof DEFAULT_DEMO_SIZES) => void; onProgress?: (message: string) => void } = {},
): Promise<DemoDataSummary | undefined> {
  await seedReferenceData(handle.db);
  if (await hasAnyUser(handle)) return undefined;
  options.onDemoStart?.(DEFAULT_DEMO_SIZES);
  return seedDemoData(handle, { ...DEFAULT_DEMO_SIZES, onProgress: options.onProgress });
}
