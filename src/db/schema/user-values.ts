/**
 * The users table's enumerations on their own, without drizzle, so that a browser bundle (an API
 * contract's schema) can name them without pulling in the table definitions.
 */
export const PLANS = ["free", "standard", "premium"] as const;
export type Plan = (typeof PLANS)[number];

export const JOB_CHANGE_INTENTIONS = ["none", "considering", "active"] as const;
export type JobChangeIntention = (typeof JOB_CHANGE_INTENTIONS)[number];
