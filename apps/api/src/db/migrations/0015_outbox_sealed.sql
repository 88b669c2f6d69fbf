-- Messages not yet delivered keep their plaintext only until the next start seals them
-- (sealLegacyOutbox, docs/decisions/0088): SQL has no data key to seal with.
CREATE TABLE "email_outbox_legacy" AS SELECT "id", "to_address", "subject", "html", "text" FROM "email_outbox" WHERE "status" = 'pending';--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "recipient_hash" varchar(64) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "email_outbox" ALTER COLUMN "recipient_hash" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "message_enc" text;--> statement-breakpoint
CREATE INDEX "email_outbox_recipient" ON "email_outbox" USING btree ("recipient_hash");--> statement-breakpoint
ALTER TABLE "email_outbox" DROP COLUMN "to_address";--> statement-breakpoint
ALTER TABLE "email_outbox" DROP COLUMN "subject";--> statement-breakpoint
ALTER TABLE "email_outbox" DROP COLUMN "html";--> statement-breakpoint
ALTER TABLE "email_outbox" DROP COLUMN "text";
