/**
 * Errors as they may be written to a log: never with the values a query carried (password hashes,
 * e-mail addresses, inquiry text) nor what PostgreSQL quotes back from them. A failed query is
 * logged by its statement's name ("insert users") and a summary of its parameters' types.
 */
type LoggedError = {
  type: string;
  message: string;
  stack?: string;
  code?: string;
  statement?: string;
  params?: string;
  cause?: LoggedError;
};

/** Fields of a PostgreSQL error that name things, never values. `detail` and `where` quote rows. */
const SAFE_DATABASE_FIELDS = ["severity", "routine", "constraint", "table", "column", "schema", "dataType"] as const;

export function errorForLog(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: redactQuoted(String(error)).slice(0, 200) };
  const record = error as Error & Record<string, unknown>;
  const isFailedQuery = typeof record.query === "string" && Array.isArray(record.params);
  const type = error.constructor?.name && error.constructor.name !== "Error" ? error.constructor.name : error.name;
  const message = isFailedQuery ? `Failed query: ${statementName(record.query as string)}` : redactQuoted(error.message);
  const logged: LoggedError = { type, message };
  if (typeof record.code === "string") logged.code = record.code;
  if (isFailedQuery) {
    logged.statement = statementName(record.query as string);
    logged.params = summariseParams(record.params as unknown[]);
  }
  for (const field of SAFE_DATABASE_FIELDS) {
    if (typeof record[field] === "string") (logged as Record<string, unknown>)[field] = record[field];
  }
  if (error.stack) logged.stack = `${type}: ${message}${stackFrames(error.stack)}`;
  if (error.cause !== undefined && depth < 3) logged.cause = errorForLog(error.cause, depth + 1);
  return logged;
}

/** "insert into "users" (…)" → "insert users"; "select … from "projects" …" → "select projects". */
export function statementName(query: string): string {
  const flat = query.replace(/\s+/g, " ").trim();
  const verb = (/^\w+/.exec(flat)?.[0] ?? "query").toLowerCase();
  const tablePattern =
    verb === "select" || verb === "with" || verb === "delete"
      ? /\bfrom\s+"?([\w.]+)"?/i
      : verb === "insert"
        ? /\binto\s+"?([\w.]+)"?/i
        : verb === "update"
          ? /^update\s+"?([\w.]+)"?/i
          : undefined;
  const table = tablePattern?.exec(flat)?.[1];
  return table ? `${verb} ${table}` : verb;
}

/** "3 params: string, number, null" — the shape of what was sent, none of it. */
export function summariseParams(params: unknown[]): string {
  const types = params.map((value) => (value === null ? "null" : value instanceof Date ? "date" : Array.isArray(value) ? "array" : typeof value));
  return `${params.length} params${types.length ? `: ${types.slice(0, 20).join(", ")}${types.length > 20 ? ", …" : ""}` : ""}`;
}

/** PostgreSQL quotes offending values: `invalid input syntax for type integer: "abc"`. */
function redactQuoted(text: string): string {
  return text.replace(/"[^"]*"/g, '"…"').replace(/\bparams: [\s\S]*$/, "params: …");
}

/** The "    at …" lines of a stack, without the message lines in front of them. */
function stackFrames(stack: string): string {
  const first = stack.indexOf("\n    at ");
  return first === -1 ? "" : stack.slice(first);
}
