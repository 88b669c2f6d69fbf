CREATE TABLE "member_link_grants" (
	"browser_token_hash" varchar(64) NOT NULL,
	"member_id" uuid NOT NULL,
	"link_generation" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "member_link_grants_browser_token_hash_member_id_pk" PRIMARY KEY("browser_token_hash","member_id")
);
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "link_generation" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "member_link_grants" ADD CONSTRAINT "member_link_grants_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;