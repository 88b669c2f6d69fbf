ALTER TABLE "quotes" ADD COLUMN "snapshot" jsonb;--> statement-breakpoint
ALTER TABLE "access_tokens" DROP COLUMN "claimed_at";--> statement-breakpoint
ALTER TABLE "enrollments" DROP COLUMN "claimed_token_hash";