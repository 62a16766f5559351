CREATE TABLE "chat_attachments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chat_attachments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"room_id" integer NOT NULL,
	"message_id" bigint NOT NULL,
	"storage_key" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"byte_size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_meetings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chat_meetings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"room_id" integer NOT NULL,
	"proposer_user_id" integer,
	"status" text DEFAULT 'proposed' NOT NULL,
	"duration_minutes" smallint NOT NULL,
	"mode" text NOT NULL,
	"place" text DEFAULT '' NOT NULL,
	"slots" timestamp with time zone[] NOT NULL,
	"starts_at" timestamp with time zone,
	"answered_by_user_id" integer,
	"answered_at" timestamp with time zone,
	"answer_note" text DEFAULT '' NOT NULL,
	"reminded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_meetings_duration_check" CHECK ("chat_meetings"."duration_minutes" in (30, 60)),
	CONSTRAINT "chat_meetings_slots_check" CHECK (cardinality("chat_meetings"."slots") between 1 and 3)
);
--> statement-breakpoint
CREATE TABLE "chat_unread_mails" (
	"room_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"mailed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "chat_unread_mails_room_id_user_id_pk" PRIMARY KEY("room_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "meeting_id" integer;--> statement-breakpoint
ALTER TABLE "chat_attachments" ADD CONSTRAINT "chat_attachments_room_id_chat_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."chat_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_attachments" ADD CONSTRAINT "chat_attachments_message_id_chat_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."chat_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_meetings" ADD CONSTRAINT "chat_meetings_room_id_chat_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."chat_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_meetings" ADD CONSTRAINT "chat_meetings_proposer_user_id_users_id_fk" FOREIGN KEY ("proposer_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_meetings" ADD CONSTRAINT "chat_meetings_answered_by_user_id_users_id_fk" FOREIGN KEY ("answered_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_unread_mails" ADD CONSTRAINT "chat_unread_mails_room_id_chat_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."chat_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_unread_mails" ADD CONSTRAINT "chat_unread_mails_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "chat_attachments_message_id_idx" ON "chat_attachments" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "chat_attachments_room_id_idx" ON "chat_attachments" USING btree ("room_id");--> statement-breakpoint
CREATE INDEX "chat_meetings_room_id_idx" ON "chat_meetings" USING btree ("room_id","created_at");--> statement-breakpoint
CREATE INDEX "chat_meetings_agreed_starts_at_idx" ON "chat_meetings" USING btree ("starts_at") WHERE "chat_meetings"."status" = 'agreed';--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_meeting_id_chat_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."chat_meetings"("id") ON DELETE set null ON UPDATE no action;