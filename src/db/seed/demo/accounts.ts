import type { Plan } from "../../schema/user-values";
import { generateCorporation } from "../generators/companies";
import { generatePersonName } from "../generators/names";
import { generateCareer, type GeneratedCareer } from "../generators/pro-careers";
import { generatePro, type GeneratedPro } from "../generators/pros";
import { demoPro, demoProCareer } from "./demo-pro";
import type { ProjectCorporationContext } from "../generators/projects";
import { BulkInserter, type ColumnSpec, createProgress, intArrayLiteral, type RawExecutor } from "./bulk";
import { DAY_MS, DEMO_EMAILS, type DemoLayout, iso } from "./plan";
import { PROFILE_DETAIL_COLUMNS, ProDetailsWriter } from "./pro-details";
import { seedEmployerShields } from "./pro-shields";

export type SeededCorporation = ProjectCorporationContext & { name: string };
/** What later steps need to know about each pro, kept small enough for 100k pros. */
export type SeededPros = { lastNames: string[]; days: Uint8Array; years: Uint8Array };

const USER_COLUMNS: readonly ColumnSpec[] = [
  ["id", "int"],
  ["email", "text"],
  ["password_hash", "text"],
  ["last_name", "text"],
  ["first_name", "text"],
  ["last_name_kana", "text"],
  ["first_name_kana", "text"],
  ["is_pro", "bool"],
  ["is_orderer", "bool"],
  ["is_admin", "bool"],
  ["current_corporation_id", "int"],
  ["password_changed_at", "timestamptz"],
  ["created_at", "timestamptz"],
  ["updated_at", "timestamptz"],
  // Demo accounts proved their address when they signed up (issue 12): no verification banner in a walkthrough.
  ["email_verified_at", "timestamptz"],
];
const PROFILE_COLUMNS: readonly ColumnSpec[] = [
  ["user_id", "int"],
  ["headline", "text"],
  ["bio", "text"],
  ["profession_ids", "int[]"],
  ["skill_ids", "int[]"],
  ["years_of_experience", "smallint"],
  ["desired_monthly_rate_man", "int"],
  ["available_days_per_week", "smallint"],
  ["remote_type_id", "int"],
  ["prefecture_id", "int"],
  ["job_change_intention", "text"],
  ["is_real_name_verified", "bool"],
  ["is_public", "bool"],
  ["created_at", "timestamptz"],
  ["updated_at", "timestamptz"],
  ...PROFILE_DETAIL_COLUMNS,
];

/** Fixed names for the corporations the demo accounts belong to, so a walkthrough reads the same. */
const DEMO_CORPORATION_NAMES = ["株式会社ネクストリンク", "ミライデザイン株式会社", "合同会社ソラワークス", "株式会社みなと情報サービス"];

export async function seedCorporations(exec: RawExecutor, layout: DemoLayout): Promise<SeededCorporation[]> {
  const random = layout.random.fork("corporations");
  const now = layout.referenceDate.getTime();
  const inserter = new BulkInserter(
    exec,
    "corporations",
    [
      ["id", "int"],
      ["name", "text"],
      ["description", "text"],
      ["website_url", "text"],
      ["prefecture_id", "int"],
      ["invoice_registration_number", "text"],
      ["created_at", "timestamptz"],
      ["updated_at", "timestamptz"],
    ],
    5_000,
  );
  const seeded: SeededCorporation[] = [];
  for (let i = 0; i < layout.corporationCount; i++) {
    const corporation = generateCorporation(random, layout.corporationId(i));
    const name = DEMO_CORPORATION_NAMES[i] ?? corporation.name;
    const created = iso(now - (200 + random.int(0, 900)) * DAY_MS);
    await inserter.push([
      layout.corporationId(i),
      name,
      corporation.description,
      corporation.websiteUrl,
      corporation.prefectureId,
      corporation.invoiceRegistrationNumber,
      created,
      created,
    ]);
    seeded.push({ name, industry: corporation.industry, isStartup: corporation.isStartup, prefectureId: corporation.prefectureId });
  }
  await inserter.finish();
  layout.onProgress?.(`corporations: ${seeded.length.toLocaleString("en-US")}`);
  return seeded;
}

/** How many of the generated pros joined within the last 30 days. */
const RECENT_PRO_SIGN_UPS = 45;

export async function seedUsers(exec: RawExecutor, layout: DemoLayout, passwordHash: string): Promise<SeededPros> {
  const random = layout.random.fork("users");
  const now = layout.referenceDate.getTime();
  const createdAt = () => iso(now - (200 + random.int(0, 500)) * DAY_MS - random.int(0, 86_399) * 1000);
  /** The newest pros signed up in the last 30 days, so the operators' dashboard shows a month of sign-ups. */
  const recentlyCreatedAt = () => iso(now - random.int(0, 29) * DAY_MS - random.int(0, 86_399) * 1000);
  const users = new BulkInserter(exec, "users", USER_COLUMNS, 5_000);
  const profiles = new BulkInserter(exec, "pro_profiles", PROFILE_COLUMNS, 5_000, { overridingSystemValue: false, after: users });
  const details = new ProDetailsWriter(exec, profiles, layout.referenceDate);
  const careerRandom = layout.random.fork("pro-careers");
  const addUser = async (
    id: number,
    email: string,
    name: { lastName: string; firstName: string; lastNameKana: string; firstNameKana: string },
    role: { pro?: boolean; orderer?: boolean; admin?: boolean; current?: number | null },
    isRecent = false,
  ) => {
    const created = isRecent ? recentlyCreatedAt() : createdAt();
    await users.push([
      id,
      email,
      passwordHash,
      name.lastName,
      name.firstName,
      name.lastNameKana,
      name.firstNameKana,
      role.pro ?? false,
      role.orderer ?? false,
      role.admin ?? false,
      role.current ?? null,
      created,
      created,
      created,
      created,
    ]);
    return created;
  };
  const addProfile = async (id: number, pro: GeneratedPro, career: GeneratedCareer, created: string) => {
    await profiles.push([
      id,
      pro.headline,
      pro.bio,
      intArrayLiteral(pro.professionIds),
      intArrayLiteral(pro.skillIds),
      pro.yearsOfExperience,
      pro.desiredMonthlyRateMan,
      pro.availableDaysPerWeek,
      pro.remoteTypeId,
      pro.prefectureId,
      pro.jobChangeIntention,
      pro.isRealNameVerified,
      pro.isPublic,
      created,
      created,
      ...details.detailValues(pro, career),
    ]);
    // After the profile: the child rows reference it (a full batch of them waits for the profiles).
    await details.addRows(id, pro, career);
  };

  const ids = layout.demoUserId;
  const pro = demoPro();
  await addProfile(ids.pro, pro, demoProCareer(), await addUser(ids.pro, DEMO_EMAILS.pro, pro, { pro: true }));
  await addUser(
    ids.orderer,
    DEMO_EMAILS.orderer,
    { lastName: "田中", firstName: "誠", lastNameKana: "タナカ", firstNameKana: "マコト" },
    { orderer: true, current: layout.corporationId(0) },
  );
  await addUser(
    ids.free,
    DEMO_EMAILS.free,
    { lastName: "小林", firstName: "由佳", lastNameKana: "コバヤシ", firstNameKana: "ユカ" },
    { orderer: true, current: layout.corporationId(3) },
  );
  await addUser(ids.admin, DEMO_EMAILS.admin, { lastName: "運営", firstName: "管理者", lastNameKana: "ウンエイ", firstNameKana: "カンリシャ" }, { admin: true });

  const plans: Plan[] = [];
  for (let i = 0; i < layout.corporationCount; i++) {
    const drawn =
      i === 3
        ? "free"
        : random.weighted([
            ["free", 3],
            ["standard", 5],
            ["premium", 2],
          ] as const);
    // orderer@'s corporation is on the standard plan, free@'s on the free one (the walkthrough's two orderers).
    plans.push(i === 0 ? "standard" : drawn);
    await addUser(layout.ordererUserId(i), `orderer${String(i + 1).padStart(4, "0")}@example.com`, generatePersonName(random), {
      orderer: true,
      current: layout.corporationId(i),
    });
  }

  const seeded: SeededPros = { lastNames: [pro.lastName], days: new Uint8Array(layout.proCount + 1), years: new Uint8Array(layout.proCount + 1) };
  seeded.days[0] = pro.availableDaysPerWeek;
  seeded.years[0] = pro.yearsOfExperience;
  const progress = createProgress("pros", layout.proCount, layout.onProgress);
  for (let i = 1; i <= layout.proCount; i++) {
    const generated = generatePro(random);
    const id = layout.proUserId(i);
    const career = generateCareer(careerRandom, generated, i);
    const isRecent = i > layout.proCount - RECENT_PRO_SIGN_UPS;
    await addProfile(id, generated, career, await addUser(id, `pro${String(i).padStart(4, "0")}@example.com`, generated, { pro: true }, isRecent));
    seeded.lastNames.push(generated.lastName);
    seeded.days[i] = generated.availableDaysPerWeek;
    seeded.years[i] = generated.yearsOfExperience;
    progress.tick(i);
  }
  await users.finish();
  await profiles.finish();
  await details.finish();
  progress.done(layout.proCount);
  await seedCorporationPlans(exec, layout, plans);
  await seedMemberships(exec, layout);
  await seedEmployerShields(exec, layout);
  return seeded;
}

/**
 * Each corporation's contract (decision 030): a paid plan started some weeks after the corporation
 * joined, with the invoice note an operator would keep.
 */
async function seedCorporationPlans(exec: RawExecutor, layout: DemoLayout, plans: readonly Plan[]): Promise<void> {
  const ids = plans.map((_, i) => layout.corporationId(i));
  await exec.query(
    `update corporations c set plan = p.plan,
       plan_started_on = case when p.plan = 'free' then null else ((c.created_at + interval '30 days') at time zone 'Asia/Tokyo')::date end,
       plan_invoice_note = case when p.plan = 'free' then '' else '請求書は毎月末締めで経理部宛にPDFで送付（翌月末払い）' end
     from unnest($1::int[], $2::text[]) as p(id, plan) where c.id = p.id`,
    [ids, plans],
  );
}

/** Every corporation has its own orderer; orderer@ belongs to three corporations, free@ to one. */
async function seedMemberships(exec: RawExecutor, layout: DemoLayout): Promise<void> {
  const inserter = new BulkInserter(
    exec,
    "corporation_memberships",
    [
      ["user_id", "int"],
      ["corporation_id", "int"],
      ["role", "text"],
      ["created_at", "timestamptz"],
    ],
    5_000,
    { overridingSystemValue: false },
  );
  const created = iso(layout.referenceDate.getTime() - 200 * DAY_MS);
  const { orderer, free } = layout.demoUserId;
  await inserter.push([orderer, layout.corporationId(0), "owner", created]);
  await inserter.push([orderer, layout.corporationId(1), "admin", created]);
  await inserter.push([orderer, layout.corporationId(2), "member", created]);
  await inserter.push([free, layout.corporationId(3), "owner", created]);
  for (let i = 0; i < layout.corporationCount; i++) {
    const role = i === 0 ? "admin" : i === 3 ? "member" : "owner";
    await inserter.push([layout.ordererUserId(i), layout.corporationId(i), role, created]);
  }
  await inserter.finish();
}
