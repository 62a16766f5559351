import path from "node:path";

import { describe, expect, it } from "vitest";

import { ANNOUNCEMENTS } from "@/db/seed/demo/content-notices";
import { NEWS } from "@/db/seed/demo/content-news";
import { BUSINESS_REASONS } from "@/features/content/business/business-content";
import { listFaqEntries } from "@/features/content/faq/faq-entries";
import { GUIDE_SECTIONS } from "@/features/content/guide/guide-page";
import { sectionHref } from "@/features/content/legal-sections";
import { includedPlanOf, ORDERER_PLANS, type OrdererPlan, type PlanFeature } from "@/features/content/plans";
import { PLAN_ABILITIES, projectRegistrationLink } from "@/platform/actor/plan-policy";
import { listPageRoutes, pagePathMatchesRoute, type PageRow, type PageWorld } from "@tests/support/authorization-pages";
import type { Role } from "@tests/support/roles";

import { PAGE_AUTHORIZATION_ROWS } from "../e2e/authorization-page-rows";

/**
 * Issue 18 (decision 029): what the plans sell is what the product does. Every feature on a plan's
 * card names a page; the page must be a route under src/app, and the page authorization table —
 * which tests/e2e/authorization-pages.e2e.test.ts proves over HTTP against the running server —
 * must say an orderer on that plan gets it (200, not a 404 or a redirect elsewhere). Pages are
 * served by Next, not by the in-process Hono app, so the proven table is the oracle here.
 */
const PAGE_ROUTES = listPageRoutes(path.resolve(import.meta.dirname, "../../src/app"));

/** The page table's role for an orderer on each plan (tests/support/roles.ts: orderer@ is on standard). */
const ROLE_OF_PLAN: Record<OrdererPlan["id"], Role> = { free: "freeOrderer", standard: "orderer", premium: "orderer" };

/** Rows that request no data of the world have fixed paths; the others cannot match a plan's link. */
const NO_WORLD = {} as PageWorld;

const pathnameOf = (href: string) => href.split(/[?#]/)[0]!;

/** The route under src/app that serves a link, if any (not-found.tsx, which takes every path, aside). */
function routeServing(href: string, routes: readonly string[]): string | undefined {
  return routes.find((route) => route !== "/_not-found" && pagePathMatchesRoute(route, pathnameOf(href)));
}

/** What the page table says the role gets at exactly this path, from a row with a fixed answer. */
function tableAnswer(rows: readonly PageRow[], pathname: string, role: Role) {
  for (const row of rows) {
    if (typeof row.expect === "function") continue;
    let requested: string | undefined;
    try {
      requested = row.request(NO_WORLD).path;
    } catch {
      continue;
    }
    if (requested === pathname) return row.expect[role];
  }
  return undefined;
}

/** A plan's own features, then those of the plan its card says it includes. */
function featuresOf(plan: OrdererPlan, plans: readonly OrdererPlan[]): PlanFeature[] {
  const included = plan.includes ? plans.find((candidate) => candidate.id === plan.includes) : undefined;
  return [...plan.features, ...(included ? featuresOf(included, plans) : [])];
}

/** One line per feature sold that is not a working page for an orderer on the plan. */
function planFeatureProblems(plans: readonly OrdererPlan[], routes: readonly string[], rows: readonly PageRow[]): string[] {
  const problems: string[] = [];
  for (const plan of plans) {
    const role = ROLE_OF_PLAN[plan.id];
    for (const { label, href } of featuresOf(plan, plans)) {
      const where = `${plan.name}「${label}」→ ${href}`;
      if (!href.startsWith("/")) problems.push(`${where}: not a page of the site`);
      else if (!routeServing(href, routes)) problems.push(`${where}: no page route under src/app`);
      else {
        const answer = tableAnswer(rows, pathnameOf(href), role);
        if (answer !== 200) problems.push(`${where}: ${role} gets ${answer ?? "no row of the page table"}`);
      }
    }
  }
  return problems;
}

describe("the plans' features (issue 18, S-BAR-11 /business)", () => {
  it("every feature on every plan's card names a page that answers 200 to an orderer on that plan", () => {
    expect(ORDERER_PLANS.flatMap((plan) => featuresOf(plan, ORDERER_PLANS)).length).toBeGreaterThan(10);
    expect(planFeatureProblems(ORDERER_PLANS, PAGE_ROUTES, PAGE_AUTHORIZATION_ROWS)).toEqual([]);
  });

  it("names a feature whose page does not exist, has no row, or is not the plan's", () => {
    const [, standard] = ORDERER_PLANS;
    const broken: OrdererPlan = {
      ...standard!,
      includes: undefined,
      features: [
        { label: "請求書の一覧", href: "/mypage/order/invoices" },
        { label: "請求書のダウンロード", href: "https://billing.example.com/" },
        { label: "案件掲載の依頼", href: "/project_requests/new" },
        { label: "ニュース", href: "/news/1" },
      ],
    };
    expect(planFeatureProblems([broken], PAGE_ROUTES, PAGE_AUTHORIZATION_ROWS)).toEqual([
      "スタンダードプラン「請求書の一覧」→ /mypage/order/invoices: no page route under src/app",
      "スタンダードプラン「請求書のダウンロード」→ https://billing.example.com/: not a page of the site",
      "スタンダードプラン「案件掲載の依頼」→ /project_requests/new: orderer gets 307 /projects/new",
      "スタンダードプラン「ニュース」→ /news/1: orderer gets no row of the page table",
    ]);
  });

  it("S-BAR-8: each plan sells the way of registering projects that its menu links", () => {
    for (const plan of ORDERER_PLANS) {
      expect(
        featuresOf(plan, ORDERER_PLANS).map((feature) => feature.href),
        plan.id,
      ).toContain(projectRegistrationLink(plan.id).href);
    }
  });

  it("premium differs from standard only in the scout quota, so one role of the page table stands for both", () => {
    const { monthlyScoutQuota: premiumQuota, ...premium } = PLAN_ABILITIES.premium;
    const { monthlyScoutQuota: standardQuota, ...standard } = PLAN_ABILITIES.standard;
    expect(premium).toEqual(standard);
    expect(premiumQuota).toBeGreaterThan(standardQuota);
    expect(includedPlanOf(ORDERER_PLANS[2]!)?.id).toBe("standard");
  });

  it("each plan's scout line states the monthly quota the product enforces (decision 024)", () => {
    for (const plan of ORDERER_PLANS) {
      const scouts = plan.features.filter((feature) => feature.label.startsWith("プロへのスカウト"));
      expect(scouts.map((feature) => feature.label)).toEqual([
        `プロへのスカウト 月${PLAN_ABILITIES[plan.id].monthlyScoutQuota.toLocaleString("ja-JP")}通まで（担当者1人あたり）`,
      ]);
    }
  });
});

describe("links from the content's claims (issue 18)", () => {
  const faqIds = new Set(listFaqEntries().map((entry) => entry.id));
  const linkProblems = (hrefs: readonly string[]) =>
    hrefs.flatMap((href) => {
      if (!routeServing(href, PAGE_ROUTES)) return [`${href}: no page route under src/app`];
      const news = /^\/news\/(\d+)$/.exec(href);
      if (news && Number(news[1]) > NEWS.length) return [`${href}: the demo data has ${NEWS.length} articles`];
      const faq = /^\/pages\/faq#faq-(.+)$/.exec(href);
      if (faq && !faqIds.has(faq[1]!)) return [`${href}: no such question`];
      return [];
    });

  it("the FAQ's and /business's links lead to pages of the site", () => {
    const hrefs = [
      ...listFaqEntries().flatMap((entry) => (entry.links ?? []).map((link) => link.href)),
      ...BUSINESS_REASONS.flatMap((card) => (card.link ? [card.link.href] : [])),
    ];
    expect(hrefs.length).toBeGreaterThan(15);
    expect(linkProblems(hrefs)).toEqual([]);
  });

  it("every demo notice points at a page of the site, and the guide's anchor at the section it means", () => {
    expect(linkProblems(ANNOUNCEMENTS.map((notice) => notice.targetUrl))).toEqual([]);
    const invoiceNotice = ANNOUNCEMENTS.find((notice) => notice.title === "インボイス制度への対応について");
    expect(invoiceNotice?.targetUrl).toBe(sectionHref("/documents/guide", GUIDE_SECTIONS, "item", "企業情報の登録"));
  });

  it("the demo news and notices announce none of the features the product lacks", () => {
    const lacking = /二段階認証|2段階認証|ISMS|イベント一覧|検索条件を保存|本人確認書類のアップロード/;
    const texts = [...NEWS.flatMap((article) => [article.title, article.body]), ...ANNOUNCEMENTS.flatMap((notice) => [notice.title, notice.body])];
    expect(texts.filter((text) => lacking.test(text))).toEqual([]);
  });
});
