ALTER TABLE "access_tokens" ADD COLUMN "claimed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "enrollments" ADD COLUMN "claimed_token_hash" varchar(64);--> statement-breakpoint
CREATE INDEX "quotes_enrollment_created" ON "quotes" USING btree ("enrollment_id","created_at");--> statement-breakpoint
CREATE INDEX "quotes_email_created" ON "quotes" USING btree ("email","created_at");