ALTER TABLE "contact_messages" ADD COLUMN "reference" text;--> statement-breakpoint
-- Messages from before get a reference of the same shape, from their own id and time.
UPDATE "contact_messages"
SET "reference" = 'CAU-' || upper(substr(md5("id"::text || "created_at"::text), 1, 8));--> statement-breakpoint
ALTER TABLE "contact_messages" ALTER COLUMN "reference" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_reference_unique" UNIQUE("reference");
