CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"actor_kind" varchar(12) NOT NULL,
	"actor_id" varchar(64) NOT NULL,
	"action" varchar(8) NOT NULL,
	"subject" varchar(16) NOT NULL,
	"enrollment_id" uuid,
	"member_id" uuid,
	"scope" varchar(32),
	"call" varchar(120) NOT NULL,
	CONSTRAINT "audit_log_actor_kind_check" CHECK ("audit_log"."actor_kind" IN ('staff', 'browser', 'member-link')),
	CONSTRAINT "audit_log_action_check" CHECK ("audit_log"."action" IN ('read', 'change')),
	CONSTRAINT "audit_log_subject_check" CHECK ("audit_log"."subject" IN ('ssn', 'payment', 'member-list', 'member'))
);
--> statement-breakpoint
CREATE INDEX "audit_log_at" ON "audit_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "audit_log_member" ON "audit_log" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "audit_log_enrollment" ON "audit_log" USING btree ("enrollment_id");--> statement-breakpoint
CREATE FUNCTION "audit_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "audit_log_append_only" BEFORE UPDATE OR DELETE OR TRUNCATE ON "audit_log" FOR EACH STATEMENT EXECUTE FUNCTION "audit_log_append_only"();
