import { BulkInserter, type RawExecutor } from "./bulk";
import { DEMO_CORPORATIONS, type DemoLayout } from "./plan";

// Former or current employers' domains: fictional, and never a demo account's (@example.com), so a
// walkthrough's accounts see what they should.
const EMPLOYER_DOMAINS = ["nextlink-tech.co.jp", "sakura-systems.co.jp", "aozora-digital.jp", "kumo-works.co.jp", "hokuto-soft.co.jp"];

/**
 * Employer shields (decision 020) on about one pro in twenty: most name a corporation, some an
 * e-mail domain. The demo corporations (orderer@'s and free@'s) are never named, so those accounts
 * see the whole demo; pro@example.com shields its former employer's domain.
 */
export async function seedEmployerShields(exec: RawExecutor, layout: DemoLayout): Promise<void> {
  const random = layout.random.fork("pro-shields");
  const inserter = new BulkInserter(
    exec,
    "pro_employer_shields",
    [
      ["user_id", "int"],
      ["corporation_id", "int"],
      ["email_domain", "text"],
      ["created_at", "timestamptz"],
    ],
    5_000,
    { overridingSystemValue: false },
  );
  const created = layout.referenceDate.toISOString();
  await inserter.push([layout.proUserId(0), null, "hokuto-system.co.jp", created]);
  for (let i = 1; i <= layout.proCount; i++) {
    if (!random.chance(0.05)) continue;
    if (random.chance(0.7)) {
      const corporation = random.int(DEMO_CORPORATIONS, layout.corporationCount - 1);
      await inserter.push([layout.proUserId(i), layout.corporationId(corporation), null, created]);
    } else {
      await inserter.push([layout.proUserId(i), null, random.pick(EMPLOYER_DOMAINS), created]);
    }
  }
  await inserter.finish();
}
