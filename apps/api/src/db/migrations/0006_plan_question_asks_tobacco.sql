ALTER TABLE "plan_questions" ADD COLUMN "asks_tobacco" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE "plan_questions" SET "asks_tobacco" = true WHERE "text" LIKE 'Have you used tobacco or nicotine products%';
