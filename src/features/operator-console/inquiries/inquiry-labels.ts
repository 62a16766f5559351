import type { InquiryStatus } from "@/db/schema/contact";

// Without Zod, so the console's client components can read them (endpoint.ts says why that matters).

export const INQUIRY_REPLY_MAX = 10_000;

export const INQUIRY_STATUS_LABELS: Record<InquiryStatus, string> = { new: "新規", in_progress: "対応中", done: "完了" };
