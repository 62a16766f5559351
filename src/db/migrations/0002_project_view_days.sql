CREATE TABLE "project_view_days" (
	"project_id" integer NOT NULL,
	"day" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "project_view_days_project_id_day_pk" PRIMARY KEY("project_id","day")
);
--> statement-breakpoint
ALTER TABLE "project_view_days" ADD CONSTRAINT "project_view_days_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "project_view_days_day_idx" ON "project_view_days" USING btree ("day");--> statement-breakpoint
CREATE INDEX "project_likes_created_at_project_id_idx" ON "project_likes" USING btree ("created_at","project_id");