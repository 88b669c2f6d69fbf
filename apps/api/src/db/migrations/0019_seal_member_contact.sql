-- Members' birth dates, e-mail addresses, phones and street addresses are sealed (docs/decisions/0094).
-- SQL has no data key to seal with: the clear values are copied aside, as they were, and the next
-- start seals them into their rows and drops the copy (sealLegacyMemberContact). Until then the
-- sealed columns hold '' (never a value a seal makes).
CREATE TABLE "member_contact_legacy" AS
  SELECT 'members'::varchar(24) AS "table_name", "id"::text AS "row_id", to_char("birthdate", 'YYYY-MM-DD') AS "birthdate",
         "email", "phone", "address1", "address2"
    FROM "members"
  UNION ALL
  SELECT 'member_dependents', "id"::text, to_char("birthdate", 'YYYY-MM-DD'), NULL, NULL, NULL, NULL FROM "member_dependents"
  UNION ALL
  SELECT 'member_beneficiaries', "id"::text, to_char("birthdate", 'YYYY-MM-DD'), NULL, NULL, NULL, NULL
    FROM "member_beneficiaries" WHERE "birthdate" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "member_contact_legacy" ADD PRIMARY KEY ("table_name", "row_id");--> statement-breakpoint
ALTER TABLE "member_beneficiaries" ADD COLUMN "birthdate_enc" text;--> statement-breakpoint
ALTER TABLE "member_dependents" ADD COLUMN "birthdate_enc" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "member_dependents" ALTER COLUMN "birthdate_enc" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "birthdate_enc" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ALTER COLUMN "birthdate_enc" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "email_enc" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ALTER COLUMN "email_enc" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "email_hash" varchar(64) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ALTER COLUMN "email_hash" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "phone_enc" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "address1_enc" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "address2_enc" text;--> statement-breakpoint
CREATE INDEX "members_email_hash" ON "members" USING btree ("email_hash");--> statement-breakpoint
ALTER TABLE "member_beneficiaries" DROP COLUMN "birthdate";--> statement-breakpoint
ALTER TABLE "member_dependents" DROP COLUMN "birthdate";--> statement-breakpoint
ALTER TABLE "members" DROP COLUMN "birthdate";--> statement-breakpoint
ALTER TABLE "members" DROP COLUMN "email";--> statement-breakpoint
ALTER TABLE "members" DROP COLUMN "phone";--> statement-breakpoint
ALTER TABLE "members" DROP COLUMN "address1";--> statement-breakpoint
ALTER TABLE "members" DROP COLUMN "address2";
