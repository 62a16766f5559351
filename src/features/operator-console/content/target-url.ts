import { safeReturnPath } from "@/lib/return-path";

/**
 * Where an announcement leads (the top bar's dropdown and /announcements link to it as it is): a
 * path on this site, judged the way a browser reads it (safeReturnPath: `//evil.example`,
 * `/\evil.example` and their disguises leave the site and are refused), or an https address.
 * Anything else — `javascript:`, `data:`, plain http, a relative path — is refused.
 */
export const TARGET_URL_MAX_LENGTH = 500;

export function isAllowedTargetUrl(value: string): boolean {
  if (value === "" || /\s/.test(value)) return false;
  if (value.startsWith("/")) return value === "/" || safeReturnPath(value) !== "/";
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return url.protocol === "https:" && url.hostname !== "" && url.username === "" && url.password === "";
}
