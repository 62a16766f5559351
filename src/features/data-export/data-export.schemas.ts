import { z } from "zod";

export const DataExportIdParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const DataExportSchema = z.object({
  id: z.number().int(),
  status: z.enum(["pending", "ready", "failed"]),
  requestedAt: z.string(),
  readyAt: z.string().nullable(),
  /** Until when a ready export can be downloaded. */
  expiresAt: z.string().nullable(),
  byteSize: z.number().int().nullable(),
});
export type DataExportSummary = z.infer<typeof DataExportSchema>;

export const DataExportListSchema = z.object({ dataExports: z.array(DataExportSchema) });
export const DataExportCreatedSchema = z.object({ dataExport: DataExportSchema });

/** The downloaded document: an object of sections (account, likes, logins …); see data-export.job.ts. */
export const DataExportDocumentSchema = z.record(z.string(), z.unknown());
