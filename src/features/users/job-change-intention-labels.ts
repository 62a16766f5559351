import type { JobChangeIntention } from "@/db/schema/user-values";

/** The three answers as the settings page and the modal say them (S-ME-2), in the order they are offered. */
export const JOB_CHANGE_INTENTION_CHOICES: readonly { value: JobChangeIntention; label: string }[] = [
  { value: "none", label: "転職は考えていない" },
  { value: "considering", label: "良い話があれば検討したい" },
  { value: "active", label: "積極的に転職を考えている" },
];
