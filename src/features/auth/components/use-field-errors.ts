// Shared with every form (src/lib/field-errors.ts); kept here so the auth forms' imports stay put.
export { toFieldErrors } from "@/lib/field-errors";

/** Only same-site paths are followed after login (no open redirect). */
export function safeNextPath(value: string | null): string {
  return value && value.startsWith("/") && !value.startsWith("//") && !value.startsWith("/\\") ? value : "/";
}
