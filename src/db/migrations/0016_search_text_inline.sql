-- Keep the search texts inside their rows (decision 027, "Texts kept in the row"). A search checks
-- search_text on every row it walks or counts; with the default storage a row over ~2 KB moved the
-- text out to TOAST, and each check then cost three or four extra buffer reads (1M projects: 8,000
-- rows walked for 200 matches read 70,000 buffers). MAIN moves the other long columns (description,
-- search_bigrams) out first. Rows take the new storage when the reindex jobs rewrite them (version 3).
ALTER TABLE "projects" ALTER COLUMN "search_text" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "pro_profiles" ALTER COLUMN "search_text" SET STORAGE MAIN;
