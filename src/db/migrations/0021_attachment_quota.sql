-- Each account's stored chat files count against a quota (ASVS 2.4.1, docs/security.md): the
-- attachment remembers who sent it, filled in for the files already stored from their messages.
ALTER TABLE "chat_attachments" ADD COLUMN "uploader_user_id" integer;--> statement-breakpoint
UPDATE "chat_attachments" a SET "uploader_user_id" = m."sender_user_id" FROM "chat_messages" m WHERE m."id" = a."message_id";--> statement-breakpoint
ALTER TABLE "chat_attachments" ADD CONSTRAINT "chat_attachments_uploader_user_id_users_id_fk" FOREIGN KEY ("uploader_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_attachments_uploader_idx" ON "chat_attachments" USING btree ("uploader_user_id");
