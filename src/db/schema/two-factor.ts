import { bigint, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

import { users } from "./users";

/**
 * 二段階認証 (decision 033): one authenticator per account. The TOTP secret is stored encrypted with
 * a key derived from APP_SECRET (AES-256-GCM), so a copy of the database alone yields no codes.
 * `enabled_at` null: set up but not yet confirmed with a code (login does not ask for one yet).
 */
export const twoFactorCredentials = pgTable("two_factor_credentials", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  secretCiphertext: text("secret_ciphertext").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  enabledAt: timestamp("enabled_at", { withTimezone: true }),
  /** The last 30-second step a code was accepted for: a code works once. */
  lastUsedStep: bigint("last_used_step", { mode: "number" }),
});

/** Ten one-use codes for a lost phone; only their SHA-256 is kept (each holds 50 random bits). */
export const twoFactorRecoveryCodes = pgTable(
  "two_factor_recovery_codes",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.codeHash] })],
);
