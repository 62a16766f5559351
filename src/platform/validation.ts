import { parsePositiveId } from "@/lib/positive-id";
import type { Context } from "hono";
import type { z } from "zod";

import { findUnusableText } from "@/lib/control-characters";
import { japaneseIssueMessage } from "@/lib/japanese-issue-messages";

import { AppError, type FieldIssue } from "./errors";

/** Enough for any form but the largest; a route whose form can be larger says so (parseJsonBody's maxBytes). */
const MAX_JSON_BYTES = 100_000;

export function toFieldIssues(error: z.ZodError): FieldIssue[] {
  return error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message }));
}

/** Parses a JSON body against a Zod schema: 415/413/400 for a bad envelope, 422 with field issues. */
export async function parseJsonBody<T extends z.ZodType>(c: Context, schema: T, options: { maxBytes?: number } = {}): Promise<z.infer<T>> {
  const contentType = c.req.header("content-type") ?? "";
  if (!contentType.toLowerCase().startsWith("application/json")) throw new AppError("unsupported_media_type");
  const text = await c.req.text();
  if (Buffer.byteLength(text) > (options.maxBytes ?? MAX_JSON_BYTES)) throw new AppError("payload_too_large");
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new AppError("invalid_json");
  }
  return parseWith(schema, json);
}

/**
 * Validates input against its schema. Before the schema, every string anywhere in the value is checked
 * for control characters and broken characters (an unpaired surrogate), so no route can forget it:
 * 422 naming each field that holds one.
 */
export function parseWith<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  const issues = findUnusableText(value);
  if (issues.length > 0) throw new AppError("validation_failed", undefined, { issues });
  // Issues the schema words itself keep their words; Zod's English defaults become Japanese.
  const result = schema.safeParse(value, { error: japaneseIssueMessage });
  if (!result.success) {
    throw new AppError("validation_failed", undefined, { issues: toFieldIssues(result.error) });
  }
  return result.data;
}

/**
 * An upload's raw bytes (the body is the file: decision 021). The HTTP server already stopped a larger
 * body while it streamed (src/server/http/body-limit.ts); this check holds wherever the app runs.
 */
export async function readBinaryBody(c: Context, maxBytes: number, tooLargeMessage: string): Promise<Uint8Array> {
  const declared = Number(c.req.header("content-length") ?? "0");
  if (declared > maxBytes) throw new AppError("payload_too_large", tooLargeMessage);
  const bytes = new Uint8Array(await c.req.arrayBuffer());
  if (bytes.byteLength > maxBytes) throw new AppError("payload_too_large", tooLargeMessage);
  return bytes;
}

/** A path's `{id}`: a positive whole number, or the route's 404 with its own words (never a 422: the URL names nothing). */
export function pathIdOr404(param: string | undefined, notFoundMessage: string): number {
  const id = parsePositiveId(param ?? "");
  if (id === null) throw new AppError("not_found", notFoundMessage);
  return id;
}
