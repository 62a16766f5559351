type Issue = { path: string | readonly PropertyKey[]; message: string };

/**
 * One message per field (the first wins), from the API's `issues` (paths as "a.b") or from a Zod
 * error checked in the browser (paths as arrays): forms show both the same way.
 */
export function toFieldErrors(source: { issues?: readonly Issue[] }): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of source.issues ?? []) {
    const key = typeof issue.path === "string" ? issue.path : issue.path.map(String).join(".");
    errors[key] ??= issue.message;
  }
  return errors;
}
