import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

import { timestamps } from "./columns";

/** Public news articles (/news). */
export const news = pgTable(
  "news",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    title: text("title").notNull(),
    body: text("body").notNull(),
    /** お知らせ | プレスリリース | メディア掲載 | イベント */
    category: text("category").notNull(),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (t) => [index("news_published_at_idx").on(t.publishedAt.desc())],
);
