CREATE TABLE "pro_employer_shields" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pro_employer_shields_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"corporation_id" integer,
	"email_domain" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pro_employer_shields_one_target_check" CHECK (("pro_employer_shields"."corporation_id" is null) <> ("pro_employer_shields"."email_domain" is null))
);
--> statement-breakpoint
CREATE TABLE "pro_portfolio_links" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pro_portfolio_links_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"url" text NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "pro_portfolio_links_kind_check" CHECK ("pro_portfolio_links"."kind" in ('github', 'site', 'article', 'other'))
);
--> statement-breakpoint
CREATE TABLE "pro_skills" (
	"user_id" integer NOT NULL,
	"skill_id" integer NOT NULL,
	"years" smallint NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "pro_skills_user_id_skill_id_pk" PRIMARY KEY("user_id","skill_id")
);
--> statement-breakpoint
CREATE TABLE "pro_work_histories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pro_work_histories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"company_name" text NOT NULL,
	"is_company_name_hidden" boolean DEFAULT false NOT NULL,
	"project_name" text DEFAULT '' NOT NULL,
	"role" text DEFAULT '' NOT NULL,
	"started_on" date NOT NULL,
	"ended_on" date,
	"description" text DEFAULT '' NOT NULL,
	"skill_ids" integer[] DEFAULT '{}' NOT NULL,
	"position" smallint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pro_profiles" ADD COLUMN "desired_hourly_rate_yen" integer;--> statement-breakpoint
ALTER TABLE "pro_profiles" ADD COLUMN "available_hours_per_day" smallint;--> statement-breakpoint
ALTER TABLE "pro_profiles" ADD COLUMN "available_from" date;--> statement-breakpoint
ALTER TABLE "pro_profiles" ADD COLUMN "last_active_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pro_profiles" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "pro_profiles" ADD COLUMN "search_bigrams" "tsvector" DEFAULT ''::tsvector NOT NULL;--> statement-breakpoint
ALTER TABLE "pro_employer_shields" ADD CONSTRAINT "pro_employer_shields_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pro_employer_shields" ADD CONSTRAINT "pro_employer_shields_corporation_id_corporations_id_fk" FOREIGN KEY ("corporation_id") REFERENCES "public"."corporations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pro_portfolio_links" ADD CONSTRAINT "pro_portfolio_links_user_id_pro_profiles_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."pro_profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pro_skills" ADD CONSTRAINT "pro_skills_user_id_pro_profiles_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."pro_profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pro_skills" ADD CONSTRAINT "pro_skills_skill_id_skills_id_fk" FOREIGN KEY ("skill_id") REFERENCES "public"."skills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pro_work_histories" ADD CONSTRAINT "pro_work_histories_user_id_pro_profiles_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."pro_profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pro_employer_shields_corporation_idx" ON "pro_employer_shields" USING btree ("user_id","corporation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pro_employer_shields_domain_idx" ON "pro_employer_shields" USING btree ("user_id","email_domain");--> statement-breakpoint
CREATE INDEX "pro_employer_shields_corporation_id_idx" ON "pro_employer_shields" USING btree ("corporation_id");--> statement-breakpoint
CREATE INDEX "pro_employer_shields_email_domain_idx" ON "pro_employer_shields" USING btree ("email_domain");--> statement-breakpoint
CREATE INDEX "pro_portfolio_links_user_id_idx" ON "pro_portfolio_links" USING btree ("user_id","position");--> statement-breakpoint
CREATE INDEX "pro_work_histories_user_id_idx" ON "pro_work_histories" USING btree ("user_id","position");--> statement-breakpoint
CREATE INDEX "pro_profiles_profession_ids_idx" ON "pro_profiles" USING gin ("profession_ids");--> statement-breakpoint
CREATE INDEX "pro_profiles_search_bigrams_idx" ON "pro_profiles" USING gin ("search_bigrams");--> statement-breakpoint
CREATE INDEX "pro_profiles_updated_at_idx" ON "pro_profiles" USING btree ("updated_at" DESC NULLS LAST,"user_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "pro_profiles_last_active_at_idx" ON "pro_profiles" USING btree ("last_active_at" DESC NULLS LAST,"user_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "pro_profiles_monthly_rate_idx" ON "pro_profiles" USING btree ("desired_monthly_rate_man","user_id");