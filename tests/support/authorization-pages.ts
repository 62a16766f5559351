import { readdirSync } from "node:fs";
import path from "node:path";

import { DEMO_EMAILS, DEMO_PASSWORD } from "@/config/demo-accounts";

import { cookiesSetBy, postJsonOverHttp } from "./http-accounts";
import { ROLES, type Role, type SignedInRole } from "./roles";

export { tableRowName as pageRowName } from "./roles";

// The page authorization table's fixtures: the six roles as demo accounts of the e2e server
// (tests/e2e/global-setup.ts), logged in once each over HTTP, and ids read from its demo data.

/**
 * A page's answer as the table writes it: the status, or for a redirect the status and where it
 * goes (a path on the site, e.g. "307 /login?next=%2Fmypage%2Fconfig").
 */
export type PageAnswer = number | `${number} ${string}`;
export type PageAnswerByRole = Record<Role, PageAnswer>;

/** One row: a page route as its folder under src/app names it, the request, what each role gets. */
export type PageRow = {
  /** The spec checklist id the page serves (shared/spec/CHECKLIST.md), when there is one. */
  spec?: string;
  /** "/top/projects/[id]"; "/robots.txt" for src/app/robots.ts; "/_not-found" for not-found.tsx. */
  route: string;
  case?: string;
  request: (world: PageWorld) => { method?: "GET"; path: string };
  expect: PageAnswerByRole | ((world: PageWorld) => PageAnswerByRole);
};

type Me = { id: number; isPro: boolean; isOrderer: boolean; isAdmin: boolean; plan: string; corporations: { id: number }[]; currentCorporation: { id: number } | null };

export type PageWorld = {
  baseUrl: string;
  /** The Cookie header of each role (none for the visitor). */
  cookies: Record<Role, string | undefined>;
  emails: Record<SignedInRole, string>;
  me: Record<SignedInRole, Me>;
  corporationAId: number;
  corporationBId: number;
  /** An open project of corporation A, and the newest project of the search. */
  projectOfAId: number;
  newsId: number;
  /** free@'s 差し戻し project request (demo data, issue 14). */
  requestOfFreeId: number;
  /** A conversation of corporation A with a generated pro (demo data, issue 16). */
  roomOfAId: number;
  /** A contact inquiry and a mail of the demo data (issue 18's console, read with the operator's cookie). */
  inquiryId: number;
  mailId: number;
  /** An open report of the demo data (issue 18's moderation queue). */
  reportId: number;
  /** The newest announcement of the demo data as the console lists it (issue 18's お知らせ・ニュース). */
  announcementId: number;
};

/**
 * Demo accounts for the roles. The demo data has no account made for "an orderer of another
 * corporation": the closest is a generated orderer (`ordererNNNN@example.com`, same password) on the
 * standard plan whose corporation orderer@example.com is no member of; orderer0001–0004 are not
 * (0001 shares corporation A, 0004 free@'s corporation), so the search starts at 0005.
 */
const FIXED_DEMO_EMAILS: Record<Exclude<SignedInRole, "otherOrderer">, string> = {
  pro: DEMO_EMAILS.pro,
  orderer: DEMO_EMAILS.orderer,
  freeOrderer: DEMO_EMAILS.free,
  admin: DEMO_EMAILS.admin,
};
const OTHER_ORDERER_CANDIDATES = Array.from({ length: 30 }, (_, i) => `orderer${String(i + 5).padStart(4, "0")}@example.com`);

const XHR = { "x-requested-with": "XMLHttpRequest" };

async function logIn(baseUrl: string, email: string): Promise<string> {
  const response = await postJsonOverHttp(baseUrl, "/api/v2/sessions", { email, password: DEMO_PASSWORD });
  if (response.status !== 200) throw new Error(`log-in as ${email}: ${response.status} ${await response.text()}`);
  return cookiesSetBy(response);
}

async function getJson<T>(baseUrl: string, pathAndQuery: string, cookie?: string): Promise<T> {
  const response = await fetch(`${baseUrl}${pathAndQuery}`, { headers: { ...XHR, ...(cookie ? { cookie } : {}) } });
  if (!response.ok) throw new Error(`GET ${pathAndQuery}: ${response.status}`);
  return (await response.json()) as T;
}

/** Logs each role in once and reads the ids the rows point at; throws when the demo data is not as expected. */
export async function createPageWorld(baseUrl: string): Promise<PageWorld> {
  const cookies = { visitor: undefined } as Record<Role, string | undefined>;
  const me = {} as Record<SignedInRole, Me>;
  const emails = { ...FIXED_DEMO_EMAILS } as Record<SignedInRole, string>;
  await Promise.all(
    Object.entries(FIXED_DEMO_EMAILS).map(async ([role, email]) => {
      cookies[role as SignedInRole] = await logIn(baseUrl, email);
      me[role as SignedInRole] = await getJson<Me>(baseUrl, "/api/v2/me", cookies[role as SignedInRole]);
    }),
  );
  const corporationAId = me.orderer.currentCorporation?.id;
  if (!me.pro.isPro || me.orderer.plan !== "standard" || corporationAId === undefined || me.freeOrderer.plan !== "free" || !me.admin.isAdmin) {
    throw new Error("the demo accounts are not the roles the authorization table expects");
  }
  const ordererCorporations = new Set(me.orderer.corporations.map((c) => c.id));
  for (const email of OTHER_ORDERER_CANDIDATES) {
    const cookie = await logIn(baseUrl, email);
    const candidate = await getJson<Me>(baseUrl, "/api/v2/me", cookie);
    const current = candidate.currentCorporation?.id;
    if (candidate.plan === "standard" && current !== undefined && !ordererCorporations.has(current)) {
      Object.assign(cookies, { otherOrderer: cookie });
      Object.assign(me, { otherOrderer: candidate });
      emails.otherOrderer = email;
      break;
    }
  }
  if (!me.otherOrderer) throw new Error("no generated orderer on the standard plan outside orderer@example.com's corporations");

  return {
    baseUrl,
    cookies,
    emails,
    me,
    corporationAId,
    corporationBId: me.otherOrderer.currentCorporation!.id,
    projectOfAId: await findOpenProjectOf(baseUrl, corporationAId, cookies.orderer!),
    newsId: await findNewestNewsId(baseUrl),
    requestOfFreeId: await findRejectedRequestOf(baseUrl, cookies.freeOrderer!),
    roomOfAId: await findRoomOf(baseUrl, cookies.orderer!, me.pro.id),
    inquiryId: await findFirstOfConsoleList(baseUrl, cookies.admin!, "/api/v2/admin/inquiries?tab=all", "inquiries"),
    mailId: await findFirstOfConsoleList(baseUrl, cookies.admin!, "/api/v2/admin/mails", "mails"),
    reportId: await findFirstOfConsoleList(baseUrl, cookies.admin!, "/api/v2/admin/reports?tab=open", "reports"),
    announcementId: await findFirstOfConsoleList(baseUrl, cookies.admin!, "/api/v2/admin/announcements", "announcements"),
  };
}

/** The newest item of a console list (issue 18), as the operator reads it. */
async function findFirstOfConsoleList(baseUrl: string, cookie: string, path: string, key: string): Promise<number> {
  const list = await getJson<Record<string, { id: number }[]>>(baseUrl, path, cookie);
  const first = list[key]?.[0];
  if (!first) throw new Error(`nothing at ${path} in the demo data`);
  return first.id;
}

/** A conversation of the orderer's current corporation with a pro other than pro@ (demo data, issue 16). */
async function findRoomOf(baseUrl: string, cookie: string, demoProId: number): Promise<number> {
  const list = await getJson<{ items: { id: number; counterpart: { path: string } }[] }>(baseUrl, "/api/v2/project_chat_rooms", cookie);
  const room = list.items.find((item) => item.counterpart.path !== `/top/pros/${demoProId}`);
  if (!room) throw new Error("no conversation of orderer@example.com's corporation with a generated pro in the demo data");
  return room.id;
}

/** The current corporation's first 差し戻し request, from the orderer's own list. */
async function findRejectedRequestOf(baseUrl: string, cookie: string): Promise<number> {
  const list = await getJson<{ items: { kind: string; id: number }[] }>(baseUrl, "/api/v2/current_corporation/projects?status=rejected", cookie);
  const request = list.items.find((item) => item.kind === "request");
  if (!request) throw new Error("no 差し戻し project request of free@example.com's corporation in the demo data");
  return request.id;
}

type SearchPage = { projectList: { id: number; state: string; corporation: { id: number | null } }[]; totalPages: number };

/** Signed-in searches name corporations: walk the open projects until one of the corporation's. */
async function findOpenProjectOf(baseUrl: string, corporationId: number, cookie: string): Promise<number> {
  for (let page = 1; page <= 50; page++) {
    const result = await getJson<SearchPage>(baseUrl, `/api/v2/top/projects?search_project%5Bexclude_closed_projects%5D=1&page=${page}`, cookie);
    const project = result.projectList.find((p) => p.corporation.id === corporationId);
    if (project) return project.id;
    if (page >= result.totalPages) break;
  }
  throw new Error(`no open project of corporation ${corporationId} in the demo data`);
}

async function findNewestNewsId(baseUrl: string): Promise<number> {
  const html = await (await fetch(`${baseUrl}/news`)).text();
  const match = /href="\/news\/(\d+)"/.exec(html);
  if (!match) throw new Error("no article linked from /news");
  return Number(match[1]);
}

/** What the page answers the role, in the table's notation; the body is read so the connection is freed. */
export async function answerOf(world: PageWorld, role: Role, pathAndQuery: string): Promise<PageAnswer> {
  const cookie = world.cookies[role];
  const response = await fetch(`${world.baseUrl}${pathAndQuery}`, { redirect: "manual", headers: cookie ? { cookie } : {} });
  await response.arrayBuffer();
  const location = response.headers.get("location");
  if (response.status < 300 || response.status >= 400 || !location) return response.status;
  const target = new URL(location, world.baseUrl);
  const where = target.origin === new URL(world.baseUrl).origin ? `${target.pathname}${target.search}` : target.href;
  return `${response.status} ${where}`;
}

export async function answersOfEveryRole(world: PageWorld, pathAndQuery: string): Promise<PageAnswerByRole> {
  const answers = await Promise.all(ROLES.map((role) => answerOf(world, role, pathAndQuery)));
  return Object.fromEntries(ROLES.map((role, i) => [role, answers[i]])) as PageAnswerByRole;
}

/** Metadata files under src/app and the URL each one serves. */
const METADATA_ROUTES: Record<string, string> = {
  "robots.ts": "/robots.txt",
  "sitemap.ts": "/sitemap.xml",
  "icon.svg": "/icon.svg",
  "icon.png": "/icon.png",
  "favicon.ico": "/favicon.ico",
  "manifest.ts": "/manifest.webmanifest",
  "not-found.tsx": "/_not-found",
};

/**
 * Every page route under src/app, as its folder path: a folder with page.tsx or route.ts, plus the
 * metadata files above. Route groups "(name)" leave the URL; private folders "_name" have no routes.
 */
export function listPageRoutes(appDir: string): string[] {
  const routes: string[] = [];
  const walk = (dir: string, segments: string[]) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) {
        if (entry.name.startsWith("_")) continue;
        walk(path.join(dir, entry.name), /^\(.*\)$/.test(entry.name) ? segments : [...segments, entry.name]);
      } else if (/^(page|route)\.(tsx?|jsx?)$/.test(entry.name)) {
        routes.push(`/${segments.join("/")}`);
      } else if (segments.length === 0 && METADATA_ROUTES[entry.name]) {
        routes.push(METADATA_ROUTES[entry.name]!);
      }
    }
  };
  walk(appDir, []);
  return [...new Set(routes)].sort();
}

/** Whether a request path is one the route serves (`[param]` matches one segment; not-found, any path). */
export function pagePathMatchesRoute(route: string, pathAndQuery: string): boolean {
  if (route === "/_not-found") return true;
  const pathname = pathAndQuery.split("?")[0]!;
  const escaped = route.replace(/[.*+?^${}()|\\]/g, "\\$&").replace(/\[[^/\]]+\]/g, "[^/]+");
  return new RegExp(`^${escaped}$`).test(pathname);
}
