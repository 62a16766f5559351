import { z } from "zod";

import { ERROR_STATUS, type ErrorCode } from "../errors";

const ERROR_CODES = Object.keys(ERROR_STATUS) as [ErrorCode, ...ErrorCode[]];

/** The one error body every failed API answer carries (errors.ts), as the OpenAPI document states it. */
export const ErrorBodySchema = z
  .object({
    error: z.object({
      code: z.enum(ERROR_CODES).describe("Machine-readable reason; the table in docs/api.md says when each is answered."),
      message: z.string().describe("What went wrong, in Japanese, fit to show the user as it is."),
      issues: z
        .array(z.object({ path: z.string().describe("The field, dotted (e.g. `email`)."), message: z.string() }))
        .optional()
        .describe("Field errors (422 only)."),
    }),
  })
  .meta({ id: "ErrorBody" });

export type ErrorStatus = (typeof ERROR_STATUS)[ErrorCode];

/** The codes a status can carry, e.g. 403 → forbidden, csrf_token_invalid, origin_not_allowed. */
export function errorCodesOf(status: number): ErrorCode[] {
  return ERROR_CODES.filter((code) => ERROR_STATUS[code] === status);
}
