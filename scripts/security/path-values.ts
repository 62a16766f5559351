/**
 * Issue 19: real values for path parameters, per role, so that sqlmap's unchanged request reaches the
 * route's code (an id the role may see) rather than a 404 that every payload also gets. An id comes
 * from the list route the path is under, read as that role; what cannot be found that way is "1".
 */
import { cookieHeaderOf, type ScanSession } from "./scan-session";

/** Where to look for ids of a path prefix when it is not itself a list route. */
const LIST_ALIASES: Record<string, string[]> = {
  "/api/v2/projects": ["/api/v2/top/projects"],
  "/api/v2/pros": ["/api/v2/top/pros"],
  "/projects": ["/api/v2/top/projects"],
  "/top/projects": ["/api/v2/top/projects"],
  "/top/pros": ["/api/v2/top/pros"],
  "/project_chat_rooms": ["/api/v2/project_chat_rooms"],
  "/api/v2/me/data_exports": ["/api/v2/me/data_exports"],
};

/** Landing segments that are keys or names, by the prefix before them. */
const SEGMENTS: Record<string, string> = {
  required_skills: "TypeScript",
  remote_types: "full_remote",
  special_projects_pages: "high-paying",
};

/** Never a real session: revoking it cannot end the scanner's own session (DELETE /api/v2/me/sessions/{sessionId}). */
const NOT_A_SESSION = "scan-not-a-session";

export class PathValues {
  private readonly lists = new Map<string, unknown>();

  /** `avoidIds`: the demo accounts' user ids, never handed to a write (suspending a role would end its scan). */
  constructor(
    private readonly session: ScanSession,
    private readonly avoidIds: Set<number>,
  ) {}

  async valueOf(template: string, name: string, isWrite: boolean): Promise<string> {
    if (name === "sessionId") return NOT_A_SESSION;
    const before = template.slice(0, template.indexOf(`{${name}}`)).replace(/\/$/, "");
    if (name === "segment") return SEGMENTS[before.split("/").pop() ?? ""] ?? "1";
    if (name === "landing") return "professions";
    if (name === "file") return "swagger-ui.css"; // GET /api/docs/assets/{file}: one of three names
    if (before.includes("{")) return "1"; // a second-level id (a meeting in a room): not listed on its own
    for (const listPath of LIST_ALIASES[before] ?? [before.startsWith("/api/") ? before : `/api/v2${before}`]) {
      const found = firstId(await this.list(listPath), name, isWrite ? this.avoidIds : new Set());
      if (found !== undefined) return String(found);
    }
    return "1";
  }

  private async list(path: string): Promise<unknown> {
    if (!this.lists.has(path)) {
      const response = await fetch(`${this.session.origin}${path}`, {
        headers: { cookie: cookieHeaderOf(this.session.cookies), "x-forwarded-for": "198.51.100.19" },
      });
      this.lists.set(path, response.ok && (response.headers.get("content-type") ?? "").includes("json") ? await response.json() : null);
    }
    return this.lists.get(path);
  }
}

/** The first `name` (or `id`) of an object in the first array of objects found, depth first. */
function firstId(value: unknown, name: string, avoid: Set<number>): number | string | undefined {
  if (Array.isArray(value)) {
    for (const item of value) {
      if (item === null || typeof item !== "object") continue;
      const record = item as Record<string, unknown>;
      // Orderers' lists mix project requests with projects: a project route wants a project.
      if (typeof record.kind === "string" && record.kind !== "project") continue;
      const id = record[name] ?? record.id;
      if ((typeof id === "number" && !avoid.has(id)) || typeof id === "string") return id;
    }
  }
  if (value !== null && typeof value === "object") {
    for (const child of Object.values(value as Record<string, unknown>)) {
      const found = firstId(child, name, avoid);
      if (found !== undefined) return found;
    }
  }
  return undefined;
}
