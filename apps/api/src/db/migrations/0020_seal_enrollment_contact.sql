-- Enrollments' filter birth dates, contact and employer steps and save-for-later addresses, the
-- addresses continue codes were sent to and quotes' recipients are sealed (docs/decisions/0095).
-- SQL has no data key: the clear values are copied aside, as they were, and the next start seals
-- them into their rows and drops the copy (sealLegacyEnrollmentContact). Until then the new
-- required columns hold '' (never a value a seal or a keyed hash makes).
CREATE TABLE "enrollment_contact_legacy" AS
  SELECT 'enrollments'::varchar(24) AS "table_name", "id"::text AS "row_id", "filter_info"->>'dob' AS "filter_dob",
         "contact_info"::text AS "contact_info", "employer_info"::text AS "employer_info", "email", NULL::text AS "name"
    FROM "enrollments"
   WHERE "filter_info" ? 'dob' OR "contact_info" IS NOT NULL OR "employer_info" IS NOT NULL OR "email" IS NOT NULL
  UNION ALL
  SELECT 'continue_codes', "id"::text, NULL, NULL, NULL, "email", NULL FROM "continue_codes"
  UNION ALL
  SELECT 'quotes', "id"::text, NULL, NULL, NULL, "email", "name" FROM "quotes";--> statement-breakpoint
ALTER TABLE "enrollment_contact_legacy" ADD PRIMARY KEY ("table_name", "row_id");--> statement-breakpoint
DROP INDEX "continue_codes_email";--> statement-breakpoint
DROP INDEX "quotes_email_created";--> statement-breakpoint
ALTER TABLE "continue_codes" ADD COLUMN "email_hash" varchar(64) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "continue_codes" ALTER COLUMN "email_hash" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "enrollments" ADD COLUMN "filter_dob_enc" text;--> statement-breakpoint
ALTER TABLE "enrollments" ADD COLUMN "contact_info_enc" text;--> statement-breakpoint
ALTER TABLE "enrollments" ADD COLUMN "employer_info_enc" text;--> statement-breakpoint
ALTER TABLE "enrollments" ADD COLUMN "email_enc" text;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "recipient_enc" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "quotes" ALTER COLUMN "recipient_enc" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "email_hash" varchar(64) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "quotes" ALTER COLUMN "email_hash" DROP DEFAULT;--> statement-breakpoint
CREATE INDEX "continue_codes_email_hash" ON "continue_codes" USING btree ("email_hash");--> statement-breakpoint
CREATE INDEX "quotes_email_hash_created" ON "quotes" USING btree ("email_hash","created_at");--> statement-breakpoint
UPDATE "enrollments" SET "filter_info" = "filter_info" - 'dob' WHERE "filter_info" ? 'dob';--> statement-breakpoint
ALTER TABLE "continue_codes" DROP COLUMN "email";--> statement-breakpoint
ALTER TABLE "enrollments" DROP COLUMN "contact_info";--> statement-breakpoint
ALTER TABLE "enrollments" DROP COLUMN "employer_info";--> statement-breakpoint
ALTER TABLE "enrollments" DROP COLUMN "email";--> statement-breakpoint
ALTER TABLE "quotes" DROP COLUMN "name";--> statement-breakpoint
ALTER TABLE "quotes" DROP COLUMN "email";--> statement-breakpoint
ALTER TABLE "enrollments" ADD CONSTRAINT "enrollments_filter_without_dob" CHECK (not ("enrollments"."filter_info" ? 'dob'));
