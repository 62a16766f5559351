import { z } from "zod";

import { OPERATOR_ACTION_KEYS, OPERATOR_TARGET_LABELS, type OperatorTargetType } from "../operator-actions";

export const AUDIT_ENTRIES_PER_PAGE = 50;

const TARGET_TYPES = Object.keys(OPERATOR_TARGET_LABELS) as [OperatorTargetType, ...OperatorTargetType[]];
const idText = (label: string) => z.string().regex(/^[1-9]\d{0,15}$/, { message: `${label}は1以上の整数で指定してください` });

/** GET /api/v2/admin/audit_logs and /admin/audit_logs: every filter optional; `before` pages to older entries. */
export const AuditLogQuerySchema = z.object({
  action: z.enum(OPERATOR_ACTION_KEYS, { message: "操作の種類が正しくありません" }).optional(),
  targetType: z.enum(TARGET_TYPES, { message: "対象の種類が正しくありません" }).optional(),
  targetId: idText("対象ID").optional(),
  operatorId: idText("操作者ID").transform(Number).optional(),
  before: idText("ページ位置").transform(Number).optional(),
});

export type AuditLogQuery = z.infer<typeof AuditLogQuerySchema>;

export const AuditEntrySchema = z
  .object({
    id: z.number().int(),
    operator: z.object({ id: z.number().int().nullable(), name: z.string() }),
    action: z.string(),
    actionLabel: z.string(),
    targetType: z.string(),
    targetLabel: z.string(),
    targetId: z.string(),
    before: z.record(z.string(), z.unknown()).nullable().describe("The fields the action changed, as they were."),
    after: z.record(z.string(), z.unknown()).nullable().describe("The same fields after the action."),
    reason: z.string().nullable(),
    createdAt: z.string().describe("ISO 8601, Japan time."),
  })
  .meta({ id: "OperatorAuditEntry" });

export type AuditEntry = z.infer<typeof AuditEntrySchema>;

export const AuditLogPageSchema = z.object({
  entries: z.array(AuditEntrySchema),
  /** The `before` value that reads the next, older page; null on the last page. */
  nextBefore: z.number().int().nullable(),
});

export type AuditLogPage = z.infer<typeof AuditLogPageSchema>;
