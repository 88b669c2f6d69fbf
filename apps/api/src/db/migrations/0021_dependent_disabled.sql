-- A child marked as a disabled dependent, covered past the age limit (docs/decisions/0099).
ALTER TABLE "member_dependents" ADD COLUMN "is_disabled" boolean DEFAULT false NOT NULL;