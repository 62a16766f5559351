CREATE TABLE "ranking_snapshots" (
	"day" date PRIMARY KEY NOT NULL,
	"project_ids" integer[] NOT NULL,
	"views" integer[] NOT NULL,
	"likes" integer[] NOT NULL,
	"computed_at" timestamp with time zone NOT NULL
);
