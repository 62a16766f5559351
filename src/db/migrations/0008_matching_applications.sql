CREATE TABLE "application_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "application_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"application_id" integer NOT NULL,
	"actor_user_id" integer,
	"from_status" text,
	"to_status" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "desired_rate_unit" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "desired_rate_amount" integer;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "desired_monthly_man" integer;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "starts_on" date;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "days_per_week" smallint;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "shared_sections" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "assignee_user_id" integer;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "status_changed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "closing_message" text;--> statement-breakpoint
-- Applications made before this migration last changed when they were last updated.
UPDATE "applications" SET "status_changed_at" = "updated_at";--> statement-breakpoint
ALTER TABLE "application_events" ADD CONSTRAINT "application_events_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_events" ADD CONSTRAINT "application_events_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_events_application_id_created_at_idx" ON "application_events" USING btree ("application_id","created_at");--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_assignee_user_id_users_id_fk" FOREIGN KEY ("assignee_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "applications_unanswered_idx" ON "applications" USING btree ("status_changed_at") WHERE "applications"."status" = 'applied';--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_days_per_week_check" CHECK ("applications"."days_per_week" between 1 and 5);