import type { ApiErrorBody } from "@/lib/http-client";

/** Turns the API's field issues into one message per field (the first wins). */
export function toFieldErrors(error: ApiErrorBody): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues ?? []) errors[issue.path] ??= issue.message;
  return errors;
}

/** Only same-site paths are followed after login (no open redirect). */
export function safeNextPath(value: string | null): string {
  return value && value.startsWith("/") && !value.startsWith("//") && !value.startsWith("/\\") ? value : "/";
}
