ALTER TABLE "enrollment_holders" ADD COLUMN "grant_id" uuid;--> statement-breakpoint
ALTER TABLE "enrollment_holders" ADD COLUMN "last_seen_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "enrollments" ADD COLUMN "completed_by_token_hash" varchar(64);--> statement-breakpoint
ALTER TABLE "enrollment_holders" ADD CONSTRAINT "enrollment_holders_grant_id_continue_codes_id_fk" FOREIGN KEY ("grant_id") REFERENCES "public"."continue_codes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Holders bound before this migration: a browser bound after the enrollment's live save was made
-- was bound by that save's code or link (an older one was already replaced); it keeps its hold.
-- Every other holder was bound by a save since replaced, and its hold ends (docs/decisions/0090).
UPDATE "enrollment_holders" AS h SET "grant_id" = c."id"
FROM "continue_codes" AS c
WHERE c."enrollment_id" = h."enrollment_id" AND c."replaced_at" IS NULL AND h."created_at" >= c."created_at";
