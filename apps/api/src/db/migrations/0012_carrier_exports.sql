CREATE SEQUENCE "public"."edi_control_numbers" INCREMENT BY 1 MINVALUE 1 MAXVALUE 999999999 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "carrier_export_items" (
	"export_id" integer NOT NULL,
	"policy_id" bigint NOT NULL,
	"member_id" uuid NOT NULL,
	"enrollment_id" uuid NOT NULL,
	CONSTRAINT "carrier_export_items_export_id_policy_id_pk" PRIMARY KEY("export_id","policy_id")
);
--> statement-breakpoint
CREATE TABLE "carrier_exports" (
	"id" serial PRIMARY KEY NOT NULL,
	"carrier_id" integer NOT NULL,
	"format" varchar(4) NOT NULL,
	"ran_by" varchar(120) NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"since" date,
	"resend" boolean NOT NULL,
	"file_name" varchar(255) NOT NULL,
	"file_sha256" varchar(64) NOT NULL,
	"interchange_control" integer,
	"group_control" integer,
	"transaction_control" integer,
	"members" integer NOT NULL,
	"dependents" integer NOT NULL,
	CONSTRAINT "carrier_exports_interchange_control_unique" UNIQUE("interchange_control"),
	CONSTRAINT "carrier_exports_group_control_unique" UNIQUE("group_control"),
	CONSTRAINT "carrier_exports_transaction_control_unique" UNIQUE("transaction_control"),
	CONSTRAINT "carrier_exports_format_check" CHECK ("carrier_exports"."format" IN ('834', 'csv'))
);
--> statement-breakpoint
ALTER TABLE "carriers" ADD COLUMN "code" varchar(15);--> statement-breakpoint
-- Carriers that were there before codes: the first word of the name in capitals (as the demo seed
-- names them), the carrier id after a shared one, 'C' and the id when the name has no letters.
UPDATE "carriers" SET "code" = left(upper(regexp_replace(split_part("name", ' ', 1), '[^A-Za-z0-9]', '', 'g')), 15);--> statement-breakpoint
UPDATE "carriers" AS "c" SET "code" = left("c"."code", 15 - length("c"."id"::text)) || "c"."id"
  WHERE EXISTS (SELECT 1 FROM "carriers" AS "o" WHERE "o"."code" = "c"."code" AND "o"."id" < "c"."id");--> statement-breakpoint
UPDATE "carriers" SET "code" = 'C' || "id" WHERE "code" = '';--> statement-breakpoint
ALTER TABLE "carriers" ALTER COLUMN "code" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "carrier_export_items" ADD CONSTRAINT "carrier_export_items_export_id_carrier_exports_id_fk" FOREIGN KEY ("export_id") REFERENCES "public"."carrier_exports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carrier_export_items" ADD CONSTRAINT "carrier_export_items_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carrier_exports" ADD CONSTRAINT "carrier_exports_carrier_id_carriers_id_fk" FOREIGN KEY ("carrier_id") REFERENCES "public"."carriers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "carrier_export_items_policy" ON "carrier_export_items" USING btree ("policy_id");--> statement-breakpoint
CREATE INDEX "carrier_exports_carrier" ON "carrier_exports" USING btree ("carrier_id");--> statement-breakpoint
ALTER TABLE "carriers" ADD CONSTRAINT "carriers_code_unique" UNIQUE("code");