-- The console's user search by a part of the address or name (issue 18): a substring can use no
-- btree, so a rare word read all 120,000 accounts. users_search_grams gives every pair of
-- neighbouring characters of the address (tagged e), of 姓 || 名 (n) and of their reading (k), and
-- each text's last character alone: a row holding a word holds all its pairs, or for a one-character
-- word a lexeme starting with it (console-user-grams.ts). Core PostgreSQL only (no pg_trgm, which
-- PGlite loads only as an extension and whose trigrams cannot serve two-character names such as 山田).
-- regexp_replace tags the pairs at odd positions, then, on the text from its second character, at
-- even ones; (..?) also keeps the odd last character.
CREATE FUNCTION users_search_grams(email text, last_name text, first_name text, last_name_kana text, first_name_kana text) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT array_to_tsvector(array_remove(string_to_array(
    regexp_replace(email, '(..?)', E'\x1F' || 'e\1', 'g') || regexp_replace(substr(email, 2), '(..?)', E'\x1F' || 'e\1', 'g') ||
    regexp_replace(last_name || first_name, '(..?)', E'\x1F' || 'n\1', 'g') ||
    regexp_replace(substr(last_name || first_name, 2), '(..?)', E'\x1F' || 'n\1', 'g') ||
    regexp_replace(last_name_kana || first_name_kana, '(..?)', E'\x1F' || 'k\1', 'g') ||
    regexp_replace(substr(last_name_kana || first_name_kana, 2), '(..?)', E'\x1F' || 'k\1', 'g'),
    E'\x1F'), ''))
$$;--> statement-breakpoint
-- Stored, not an index on the function alone: where the planner walks newest first or counts a common
-- word it checks each row it reads, and computing the pairs costs tens of microseconds a row, reading
-- them about one (10,001 rows: 250 ms against 15 ms on the bench server). Not in the Drizzle schema
-- (src/db/schema/users.ts says why); rewriting users takes ~15 s at 120,000 accounts.
ALTER TABLE "users" ADD COLUMN "search_grams" tsvector GENERATED ALWAYS AS (users_search_grams("email", "last_name", "first_name", "last_name_kana", "first_name_kana")) STORED;--> statement-breakpoint
CREATE INDEX "users_search_grams_idx" ON "users" USING gin (search_grams);--> statement-breakpoint
-- The planner picks between this index and the newest-first walk by how common the pairs are.
ANALYZE "users";
