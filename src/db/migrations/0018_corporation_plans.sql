-- The plan moves from the account to the corporation (issue 18, decision 030): a corporation takes
-- the best plan any member held while it was their current corporation; then the account's column goes.
UPDATE "corporations" c SET "plan" = best."plan"
FROM (
  SELECT "current_corporation_id" AS "corporation_id",
         (array_agg("plan" ORDER BY CASE "plan" WHEN 'premium' THEN 3 WHEN 'standard' THEN 2 ELSE 1 END DESC))[1] AS "plan"
  FROM "users"
  WHERE "current_corporation_id" IS NOT NULL AND "is_orderer"
  GROUP BY "current_corporation_id"
) best
WHERE c."id" = best."corporation_id";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "plan";
