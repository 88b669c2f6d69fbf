-- continue_codes was declared in 0000 and never written: it is recreated with one row per save (code and link).
DROP TABLE "continue_codes";--> statement-breakpoint
CREATE TABLE "continue_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"enrollment_id" uuid NOT NULL,
	"code_hash" varchar(64) NOT NULL,
	"email" varchar(255) NOT NULL,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"link_token_hash" varchar(64) NOT NULL,
	"link_expires_at" timestamp with time zone NOT NULL,
	"link_used_at" timestamp with time zone,
	"link_used_by" varchar(64),
	"replaced_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "enrollment_holders" (
	"enrollment_id" uuid NOT NULL,
	"browser_token_hash" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "enrollment_holders_enrollment_id_browser_token_hash_pk" PRIMARY KEY("enrollment_id","browser_token_hash")
);
--> statement-breakpoint
ALTER TABLE "continue_codes" ADD CONSTRAINT "continue_codes_enrollment_id_enrollments_id_fk" FOREIGN KEY ("enrollment_id") REFERENCES "public"."enrollments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrollment_holders" ADD CONSTRAINT "enrollment_holders_enrollment_id_enrollments_id_fk" FOREIGN KEY ("enrollment_id") REFERENCES "public"."enrollments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "continue_codes_code" ON "continue_codes" USING btree ("code_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "continue_codes_link" ON "continue_codes" USING btree ("link_token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "continue_codes_live" ON "continue_codes" USING btree ("enrollment_id") WHERE "continue_codes"."replaced_at" is null;--> statement-breakpoint
CREATE INDEX "continue_codes_email" ON "continue_codes" USING btree ("email");
