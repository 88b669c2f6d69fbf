CREATE TABLE "data_key_canary" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"sealed" text NOT NULL,
	"sealed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "data_key_canary_one_row" CHECK ("data_key_canary"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "staff_accounts" ADD CONSTRAINT "staff_accounts_role_check" CHECK ("staff_accounts"."role" IN ('agent', 'group', 'admin'));