CREATE TABLE "member_employers" (
	"member_id" uuid PRIMARY KEY NOT NULL,
	"name" varchar(160) NOT NULL,
	"phone" varchar(10),
	"address1" varchar(160),
	"address2" varchar(160),
	"city" varchar(80),
	"state" varchar(2),
	"zip" varchar(5),
	"average_work_week" varchar(40),
	"employment_start_date" date,
	"occupation" varchar(120),
	"compensation_type" varchar(8),
	"employment_status" varchar(1),
	"industry" varchar(120),
	"employee_count" integer,
	"vacation_policy" varchar(120),
	"bargaining_unit" varchar(120),
	"holiday_policy" jsonb,
	CONSTRAINT "member_employers_compensation_type_check" CHECK ("member_employers"."compensation_type" IN ('G10L20', 'MW', 'GMWL10', 'G20', 'Salary')),
	CONSTRAINT "member_employers_employment_status_check" CHECK ("member_employers"."employment_status" IN ('A', 'C', 'R'))
);
--> statement-breakpoint
CREATE TABLE "stored_files" (
	"id" uuid PRIMARY KEY NOT NULL,
	"enrollment_id" uuid NOT NULL,
	"content_type" varchar(100) NOT NULL,
	"is_sealed" boolean NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "member_dependents" ADD COLUMN "health_info_enc" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "zip4" varchar(4);--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "birth_state" varchar(2);--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "birth_city" varchar(80);--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "ethnicity_enc" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "has_prior_coverage" boolean;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "prior_carrier_name" varchar(160);--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "prior_effective_date" date;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "prior_term_date" date;--> statement-breakpoint
ALTER TABLE "screenshots" ADD COLUMN "file_id" varchar(64);--> statement-breakpoint
-- Hand-written: screenshots saved before the file store move into it as they were stored (plain PNG, not sealed).
UPDATE "screenshots" SET "file_id" = gen_random_uuid()::text;--> statement-breakpoint
INSERT INTO "stored_files" ("id", "enrollment_id", "content_type", "is_sealed", "bytes", "created_at")
  SELECT "file_id"::uuid, "enrollment_id", 'image/png', false, decode(substring("image" from 23), 'base64'), "created_at" FROM "screenshots";--> statement-breakpoint
ALTER TABLE "screenshots" ALTER COLUMN "file_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "member_employers" ADD CONSTRAINT "member_employers_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_enrollment_id_enrollments_id_fk" FOREIGN KEY ("enrollment_id") REFERENCES "public"."enrollments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stored_files_enrollment" ON "stored_files" USING btree ("enrollment_id");--> statement-breakpoint
ALTER TABLE "screenshots" DROP COLUMN "image";--> statement-breakpoint
ALTER TABLE "enrollments" ADD CONSTRAINT "enrollments_type_check" CHECK ("enrollments"."type" IN ('new-user', 'existing-user'));--> statement-breakpoint
ALTER TABLE "enrollments" ADD CONSTRAINT "enrollments_enroll_type_check" CHECK ("enrollments"."enroll_type" IN ('new-member', 'new-group-member', 'existing-member', 'existing-user'));--> statement-breakpoint
ALTER TABLE "enrollments" ADD CONSTRAINT "enrollments_eprocess_check" CHECK ("enrollments"."eprocess" IN ('rep', 'applicant', 'group'));--> statement-breakpoint
ALTER TABLE "enrollments" ADD CONSTRAINT "enrollments_open_type_check" CHECK ("enrollments"."open_type" IN ('agent', 'group', 'user'));