import { createHash } from "node:crypto";

import { corporateNumberCheckDigit } from "@/lib/invoice-registration-number";

import type { RawExecutor } from "./bulk";
import { DAY_MS, type DemoLayout, iso } from "./plan";

type DemoProfile = {
  industry: string;
  employeeSize: string;
  foundedYear: number;
  websiteUrl: string;
  description: string;
  /** The twelve digits behind the check digit; null: not registered. */
  invoiceDigits: string | null;
  isNamePublic: boolean;
  /** A drawn mark shipped in public/ (not an upload: the seed has no upload store, and the logo pipeline leaves such URLs alone). */
  logoUrl: string;
};

/** orderer@'s three corporations (accounts.ts names them), each a full company page (issue 14). */
const DEMO_PROFILES: DemoProfile[] = [
  {
    industry: "saas",
    employeeSize: "50_99",
    foundedYear: 2014,
    websiteUrl: "https://nextlink.example.com",
    description:
      "中小企業向けの勤怠・労務管理SaaSを開発・運営しています。\n\n導入社数は2,000社を超え、プロダクトチームを拡大中です。業務委託のエンジニア・デザイナーの方とも、社員と同じSlackで一緒に開発しています。\n\nフルリモート可、コアタイムなし。",
    invoiceDigits: "011001098765",
    isNamePublic: false,
    logoUrl: "/images/demo-logos/nextlink.svg",
  },
  {
    industry: "media",
    employeeSize: "10_49",
    foundedYear: 2018,
    websiteUrl: "https://miraidesign.example.com",
    description:
      "Webメディアとブランドサイトの企画・デザイン・開発を手がける制作会社です。\n\nデザイナーとフロントエンドエンジニアが少人数のチームで、企画から運用まで一貫して担当します。",
    invoiceDigits: null,
    isNamePublic: true,
    logoUrl: "/images/demo-logos/miraidesign.svg",
  },
  {
    industry: "sier",
    employeeSize: "1_9",
    foundedYear: 2021,
    websiteUrl: "https://soraworks.example.com",
    description: "地方自治体・中小企業の業務システムを受託開発しています。\nクラウド移行やデータ活用のご相談もお受けしています。",
    invoiceDigits: null,
    isNamePublic: false,
    logoUrl: "/images/demo-logos/soraworks.svg",
  },
];

/** The pending invitation shown on 株式会社ネクストリンク's members page. */
export const DEMO_INVITATION_EMAIL = "kobayashi.aoi@example.com";

/**
 * Full profiles for orderer@'s corporations, a third role in the first one (so it has an owner, an
 * admin and a member) and one pending invitation. Its hash is of no link token (not 43 base64url
 * characters), so the same seed writes the same row and the invitation can be revoked, never accepted.
 */
export async function seedCorporationProfiles(exec: RawExecutor, layout: DemoLayout): Promise<void> {
  for (const [index, profile] of DEMO_PROFILES.entries()) {
    const invoice = profile.invoiceDigits === null ? null : `T${corporateNumberCheckDigit(profile.invoiceDigits)}${profile.invoiceDigits}`;
    await exec.query(
      `update corporations set industry = $2, employee_size = $3, founded_year = $4, website_url = $5, description = $6,
         invoice_registration_number = $7, is_name_public = $8, logo_url = $9 where id = $1`,
      [
        layout.corporationId(index),
        profile.industry,
        profile.employeeSize,
        profile.foundedYear,
        profile.websiteUrl,
        profile.description,
        invoice,
        profile.isNamePublic,
        profile.logoUrl,
      ],
    );
  }
  const first = layout.corporationId(0);
  const joined = iso(layout.referenceDate.getTime() - 40 * DAY_MS);
  await exec.query(`insert into corporation_memberships (user_id, corporation_id, role, created_at) values ($1, $2, 'member', $3) on conflict do nothing`, [
    layout.ordererUserId(2),
    first,
    joined,
  ]);
  const invitedAt = layout.referenceDate.getTime() - 2 * DAY_MS;
  await exec.query(
    `insert into corporation_invitations (corporation_id, email, role, invited_by_user_id, token_hash, created_at, expires_at) values ($1, $2, 'member', $3, $4, $5, $6)`,
    [
      first,
      DEMO_INVITATION_EMAIL,
      layout.demoUserId.orderer,
      createHash("sha256").update(`demo-invitation-${first}`).digest("hex"),
      iso(invitedAt),
      iso(invitedAt + 7 * DAY_MS),
    ],
  );
}
