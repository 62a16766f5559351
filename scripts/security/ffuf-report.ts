/**
 * Issue 19: ffuf's findings against the routes the product declares — every page and route handler
 * under src/app, every file under public/, every path of the OpenAPI document and Next's own
 * /_next/ assets. Anything that answered with something other than 404 and is none of these is
 * listed as UNKNOWN: a file or route nobody meant to serve. "slash" marks Next's redirect of `/x/` to
 * `/x` where `/x` itself is 404.
 *
 *   node --import tsx scripts/security/ffuf-report.ts [--base-url URL] ffuf-output.json…
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";

type FfufResult = { url: string; status: number; length: number; redirectlocation?: string };

const ROOT = path.resolve(import.meta.dirname, "../..");

/** `[id]` → one segment, `[...x]` → one or more, `[[...x]]` → any; `(group)` adds nothing. */
function patternOfSegments(segments: string[]): string {
  return segments
    .filter((segment) => !/^\(.*\)$/.test(segment))
    .map((segment) => {
      if (/^\[\[\.\.\..+\]\]$/.test(segment)) return "(?:/.*)?";
      if (/^\[\.\.\..+\]$/.test(segment)) return "/.+";
      if (/^\[.+\]$/.test(segment)) return "/[^/]+";
      return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`;
    })
    .join("");
}

/** Every route the app directory serves: pages, route handlers and metadata files. */
function appRoutes(directory: string, segments: string[] = []): string[] {
  const routes: string[] = [];
  for (const entry of readdirSync(directory)) {
    const full = path.join(directory, entry);
    if (statSync(full).isDirectory()) {
      if (!entry.startsWith("_")) routes.push(...appRoutes(full, [...segments, entry]));
      continue;
    }
    if (/^(page|route)\.(tsx?|js)$/.test(entry)) routes.push(patternOfSegments(segments) || "/");
    if (entry === "robots.ts") routes.push(`${patternOfSegments(segments)}/robots\\.txt`);
    if (/^(icon|apple-icon|favicon)\./.test(entry)) routes.push(`${patternOfSegments(segments)}/${entry.replace(".", "\\.")}`);
  }
  return routes;
}

function publicFiles(directory: string, prefix = ""): string[] {
  return readdirSync(directory).flatMap((entry) => {
    const full = path.join(directory, entry);
    return statSync(full).isDirectory() ? publicFiles(full, `${prefix}/${entry}`) : [`${prefix}/${entry}`.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")];
  });
}

async function openApiRoutes(origin: string): Promise<string[]> {
  const document = (await (await fetch(`${origin}/api/openapi.json`)).json()) as { paths: Record<string, unknown> };
  return Object.keys(document.paths).map((template) => template.replace(/[.*+?^$()|[\]\\]/g, "\\$&").replace(/\{[^}]+\}/g, "[^/]+"));
}

async function main() {
  const { values, positionals } = parseArgs({ allowPositionals: true, options: { "base-url": { type: "string" } } });
  const origin = (values["base-url"] ?? process.env.BASE_URL ?? "http://127.0.0.1:3460").replace(/\/$/, "");
  const known = [...appRoutes(path.join(ROOT, "src/app")), ...publicFiles(path.join(ROOT, "public")), ...(await openApiRoutes(origin)), "/_next/.*"].map(
    (pattern) => new RegExp(`^${pattern}/?$`),
  );

  let unknown = 0;
  for (const file of positionals) {
    const { results } = JSON.parse(readFileSync(file, "utf8")) as { results: FfufResult[] };
    const byStatus = new Map<number, number>();
    for (const result of results) byStatus.set(result.status, (byStatus.get(result.status) ?? 0) + 1);
    console.log(`${path.basename(file)}: ${results.length} answers other than 404 (${[...byStatus].map(([status, n]) => `${status}×${n}`).join(", ") || "none"})`);
    for (const result of results) {
      const pathname = decodeURIComponent(new URL(result.url).pathname);
      let verdict = known.some((pattern) => pattern.test(pathname)) ? "known  " : "UNKNOWN";
      let redirect = "";
      if (result.redirectlocation) {
        // Next answers `/x/` with 308 → `/x` for any x: what counts is what the target answers.
        const target = new URL(result.redirectlocation, result.url);
        const status = target.origin === origin ? (await fetch(target, { redirect: "manual" })).status : "elsewhere";
        redirect = ` → ${result.redirectlocation} (${status})`;
        if (verdict === "UNKNOWN" && status === 404 && `${target.pathname}/` === pathname) verdict = "slash  ";
      }
      if (verdict === "UNKNOWN") unknown += 1;
      console.log(`  ${verdict} ${result.status} ${String(result.length).padStart(7)} ${pathname}${redirect}`);
    }
  }
  console.log(unknown === 0 ? "no unknown paths" : `${unknown} unknown path(s): look at each`);
}

await main();
