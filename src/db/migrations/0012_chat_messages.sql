ALTER TABLE "chat_messages" ADD COLUMN "client_key" text;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "guard_flags" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE INDEX "chat_messages_flagged_idx" ON "chat_messages" USING btree ("created_at") WHERE cardinality("chat_messages"."guard_flags") > 0;--> statement-breakpoint
CREATE UNIQUE INDEX "chat_messages_client_key_idx" ON "chat_messages" USING btree ("room_id","sender_user_id","client_key") WHERE "chat_messages"."client_key" is not null;