// Shared with every form (src/lib/field-errors.ts); kept here so the auth forms' imports stay put.
export { toFieldErrors } from "@/lib/field-errors";
