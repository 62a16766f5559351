import { integer, pgTable, smallint, text, unique } from "drizzle-orm/pg-core";

// Reference data: small, fixed lists loaded by the idempotent reference seed (src/db/seed/reference).
// Ids are stable: URLs (/professions/3, search_project[profession_ids][]=3) depend on them.

export const professions = pgTable("professions", {
  id: integer("id").primaryKey(),
  name: text("name").notNull().unique(),
  position: smallint("position").notNull(),
});

export const skills = pgTable("skills", {
  id: integer("id").primaryKey(),
  /** Display name, also the landing path segment (/required_skills/TypeScript). */
  name: text("name").notNull().unique(),
  /** language | framework | cloud | database | tool | design | business */
  category: text("category").notNull(),
  position: smallint("position").notNull(),
});

export const remoteTypes = pgTable("remote_types", {
  id: integer("id").primaryKey(),
  /** Value of search_project[remote_types][] */
  key: text("key").notNull().unique(),
  name: text("name").notNull(),
});

export const budgetBands = pgTable("budget_bands", {
  id: integer("id").primaryKey(),
  /** 万円 per month; null = unbounded */
  minMan: integer("min_man"),
  maxMan: integer("max_man"),
  label: text("label").notNull(),
});

export const availableTimes = pgTable("available_times", {
  id: integer("id").primaryKey(),
  daysPerWeek: smallint("days_per_week").notNull().unique(),
  label: text("label").notNull(),
});

export const regions = pgTable("regions", {
  id: integer("id").primaryKey(),
  name: text("name").notNull().unique(),
});

export const prefectures = pgTable("prefectures", {
  /** JIS X 0401 code, 1 (北海道) … 47 (沖縄県) */
  id: integer("id").primaryKey(),
  name: text("name").notNull().unique(),
  regionId: integer("region_id")
    .notNull()
    .references(() => regions.id),
});

export const contractTypes = pgTable("contract_types", {
  id: integer("id").primaryKey(),
  /** Value of search_project[contract_types][] */
  key: text("key").notNull().unique(),
  name: text("name").notNull(),
});

export const featureTags = pgTable("feature_tags", {
  id: integer("id").primaryKey(),
  name: text("name").notNull().unique(),
});

export const specialProjectPages = pgTable("special_project_pages", {
  id: integer("id").primaryKey(),
  /** Path segment of /special_projects_pages/{slug} and value of search_project[special_projects_page] */
  slug: text("slug").notNull().unique(),
  title: text("title").notNull(),
  description: text("description").notNull(),
});

/**
 * The search dictionary (decision 027): another word for a thing the search knows — a reading
 * (ジャバ → Java), a spelling (Golang → Go) or a short form (k8s → Kubernetes). A term typed as the
 * word, or as the target, finds text with either. The reference seed adds its rows (and never
 * removes one); operators may add more, so this is data, not code.
 */
export const searchAliases = pgTable(
  "search_aliases",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    /** As people type it (ジャバ, k8s). */
    word: text("word").notNull(),
    /** What it names, as the catalog spells it (Java, Kubernetes) or any word a text would hold. */
    target: text("target").notNull(),
  },
  (t) => [unique("search_aliases_word_target_key").on(t.word, t.target)],
);
