/**
 * Query parameters that carry a secret: e-mailed links (verification, password reset, e-mail change,
 * unsubscribe, export); and a chat attachment's file name, which is a message's content (「山田太郎_職務経歴書.pdf」).
 */
const SECRET_PARAMETERS = ["token", "t", "fileName"] as const;

/**
 * The request line as logged: secret parameters keep their name but not their value, so a log line
 * never holds a live link ("/password_resets/edit?token=[redacted]").
 */
export function redactUrlForLog(url: string | undefined): string | undefined {
  if (!url?.includes("?")) return url;
  const [path, query = ""] = url.split("?", 2) as [string, string?];
  const parameters = new URLSearchParams(query);
  let isRedacted = false;
  for (const name of SECRET_PARAMETERS) {
    if (!parameters.has(name)) continue;
    parameters.set(name, "[redacted]");
    isRedacted = true;
  }
  // A return path carries the link it returns to (/login?next=/corporation_invitations/accept?token=…).
  for (const [name, value] of [...parameters]) {
    if (!value.startsWith("/")) continue;
    const inner = redactUrlForLog(value);
    if (inner === value) continue;
    parameters.set(name, inner!);
    isRedacted = true;
  }
  return isRedacted ? `${path}?${parameters.toString().replaceAll("%5Bredacted%5D", "[redacted]")}` : url;
}

/** Whether the address carries a secret parameter (itself or inside a return path), as redactUrlForLog reads it. */
export function hasSecretInUrl(url: string | undefined): boolean {
  return redactUrlForLog(url) !== url;
}
