CREATE TABLE "scouts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "scouts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"corporation_id" integer NOT NULL,
	"sender_user_id" integer,
	"pro_user_id" integer NOT NULL,
	"message" text NOT NULL,
	"message_fingerprint" text NOT NULL,
	"guard_flags" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" text DEFAULT 'sent' NOT NULL,
	"decline_reason" text,
	"answer_message" text,
	"answered_at" timestamp with time zone,
	"application_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scouts_status_check" CHECK ("scouts"."status" in ('sent', 'accepted', 'declined')),
	CONSTRAINT "scouts_decline_reason_check" CHECK ("scouts"."decline_reason" in ('rate', 'schedule', 'skills', 'work_style', 'not_looking', 'other'))
);
--> statement-breakpoint
ALTER TABLE "scouts" ADD CONSTRAINT "scouts_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scouts" ADD CONSTRAINT "scouts_corporation_id_corporations_id_fk" FOREIGN KEY ("corporation_id") REFERENCES "public"."corporations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scouts" ADD CONSTRAINT "scouts_sender_user_id_users_id_fk" FOREIGN KEY ("sender_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scouts" ADD CONSTRAINT "scouts_pro_user_id_users_id_fk" FOREIGN KEY ("pro_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scouts" ADD CONSTRAINT "scouts_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "scouts_project_id_pro_user_id_idx" ON "scouts" USING btree ("project_id","pro_user_id");--> statement-breakpoint
CREATE INDEX "scouts_pro_user_id_created_at_idx" ON "scouts" USING btree ("pro_user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "scouts_corporation_id_created_at_idx" ON "scouts" USING btree ("corporation_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "scouts_sender_user_id_created_at_idx" ON "scouts" USING btree ("sender_user_id","created_at");--> statement-breakpoint
CREATE INDEX "scouts_corporation_id_fingerprint_idx" ON "scouts" USING btree ("corporation_id","message_fingerprint","created_at");