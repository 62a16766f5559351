CREATE TABLE "corporation_invitations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "corporation_invitations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"corporation_id" integer NOT NULL,
	"email" text NOT NULL,
	"role" text DEFAULT 'member' NOT NULL,
	"invited_by_user_id" integer,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_by_user_id" integer,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "corporation_invitations_role_check" CHECK ("corporation_invitations"."role" in ('admin', 'member'))
);
--> statement-breakpoint
CREATE TABLE "project_drafts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "project_drafts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"corporation_id" integer NOT NULL,
	"created_by_user_id" integer,
	"title" text DEFAULT '' NOT NULL,
	"fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "projects_corporation_id_idx";--> statement-breakpoint
DROP INDEX "project_requests_corporation_id_idx";--> statement-breakpoint
ALTER TABLE "corporations" ADD COLUMN "industry" text;--> statement-breakpoint
ALTER TABLE "corporations" ADD COLUMN "employee_size" text;--> statement-breakpoint
ALTER TABLE "corporations" ADD COLUMN "founded_year" smallint;--> statement-breakpoint
ALTER TABLE "corporations" ADD COLUMN "is_name_public" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "project_requests" ADD COLUMN "fields" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "project_requests" ADD COLUMN "operator_comment" text;--> statement-breakpoint
ALTER TABLE "project_requests" ADD COLUMN "submitted_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "project_requests" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "project_requests" ADD COLUMN "reviewed_by_user_id" integer;--> statement-breakpoint
ALTER TABLE "project_requests" ADD COLUMN "published_project_id" integer;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "budget_unit" text DEFAULT 'monthly' NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "budget_min_amount" integer;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "budget_max_amount" integer;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "welcome_skill_ids" integer[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "min_hours_per_week" smallint;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "openings" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "starts_on" date;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "application_closes_on" date;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "screening_steps" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "close_reason" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "content_updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- Existing postings were last edited when their row was (hand-written: the freshness job must not think them new).
UPDATE "projects" SET "content_updated_at" = "updated_at";--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "freshness_notice_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "corporation_invitations" ADD CONSTRAINT "corporation_invitations_corporation_id_corporations_id_fk" FOREIGN KEY ("corporation_id") REFERENCES "public"."corporations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corporation_invitations" ADD CONSTRAINT "corporation_invitations_invited_by_user_id_users_id_fk" FOREIGN KEY ("invited_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corporation_invitations" ADD CONSTRAINT "corporation_invitations_accepted_by_user_id_users_id_fk" FOREIGN KEY ("accepted_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_drafts" ADD CONSTRAINT "project_drafts_corporation_id_corporations_id_fk" FOREIGN KEY ("corporation_id") REFERENCES "public"."corporations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_drafts" ADD CONSTRAINT "project_drafts_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "corporation_invitations_token_hash_idx" ON "corporation_invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "corporation_invitations_corporation_id_idx" ON "corporation_invitations" USING btree ("corporation_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "project_drafts_corporation_id_idx" ON "project_drafts" USING btree ("corporation_id","updated_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "project_requests" ADD CONSTRAINT "project_requests_reviewed_by_user_id_users_id_fk" FOREIGN KEY ("reviewed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_requests" ADD CONSTRAINT "project_requests_published_project_id_projects_id_fk" FOREIGN KEY ("published_project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "project_requests_status_submitted_at_idx" ON "project_requests" USING btree ("status","submitted_at");--> statement-breakpoint
CREATE INDEX "projects_corporation_id_published_at_idx" ON "projects" USING btree ("corporation_id","published_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "projects_open_content_updated_at_idx" ON "projects" USING btree ("content_updated_at") WHERE status = 'open';--> statement-breakpoint
CREATE INDEX "project_requests_corporation_id_idx" ON "project_requests" USING btree ("corporation_id","updated_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "corporations" ADD CONSTRAINT "corporations_founded_year_check" CHECK ("corporations"."founded_year" is null or "corporations"."founded_year" between 1800 and 2100);--> statement-breakpoint
ALTER TABLE "project_requests" ADD CONSTRAINT "project_requests_status_check" CHECK ("project_requests"."status" in ('pending', 'in_review', 'published', 'rejected'));--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_budget_unit_check" CHECK ("projects"."budget_unit" in ('monthly', 'hourly', 'annual'));--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_close_reason_check" CHECK ("projects"."close_reason" is null or "projects"."close_reason" in ('orderer', 'stale'));--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_openings_check" CHECK ("projects"."openings" between 1 and 99);