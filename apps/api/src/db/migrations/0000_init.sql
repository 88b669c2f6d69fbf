CREATE SEQUENCE "public"."policy_numbers" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 70000001 CACHE 1;--> statement-breakpoint
CREATE TABLE "agent_groups" (
	"agent_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	CONSTRAINT "agent_groups_agent_id_group_id_pk" PRIMARY KEY("agent_id","group_id")
);
--> statement-breakpoint
CREATE TABLE "agents" (
	"id" serial PRIMARY KEY NOT NULL,
	"agent_code" varchar(16) NOT NULL,
	"first_name" varchar(80) NOT NULL,
	"middle_name" varchar(80),
	"last_name" varchar(80) NOT NULL,
	"email" varchar(255) NOT NULL,
	"phone" varchar(10) NOT NULL,
	"landing_page" varchar(120),
	"display_name" varchar(160) NOT NULL,
	"display_about_name" varchar(160),
	"display_phone" varchar(10),
	"display_email" varchar(255),
	"tagline" text,
	"bio" text,
	"logo" text,
	"image" text,
	"image_link" text,
	"banner_image" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agents_agent_code_unique" UNIQUE("agent_code")
);
--> statement-breakpoint
CREATE TABLE "groups" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" varchar(160) NOT NULL,
	"code" varchar(32) NOT NULL,
	"agent_id" integer,
	"landing_page" varchar(120),
	"is_elevate" boolean DEFAULT false NOT NULL,
	"requires_enroller_code" boolean DEFAULT false NOT NULL,
	"display_name" varchar(160),
	"display_about_name" varchar(160),
	"display_phone" varchar(10),
	"display_email" varchar(255),
	"tagline" text,
	"about_us" text,
	"logo" text,
	"image" text,
	"image_link" text,
	"banner_image" text,
	"show_quotation" boolean DEFAULT true NOT NULL,
	"phone" varchar(10),
	"address1" varchar(160),
	"address2" varchar(160),
	"city" varchar(80),
	"state" varchar(2),
	"zip" varchar(5),
	"industry" varchar(120),
	"vacation_policies" jsonb,
	"bargaining_units" jsonb,
	"holiday_policy" jsonb,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "groups_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "portals" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(160) NOT NULL,
	"code" varchar(32) NOT NULL,
	"agent_id" integer,
	"group_id" integer,
	"tab_order" jsonb,
	"field_rules" jsonb,
	"payment_methods" jsonb,
	"billing_text" text,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "portals_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "landing_pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(120) NOT NULL,
	"type" varchar(8) NOT NULL,
	"agent_id" integer,
	"group_id" integer,
	CONSTRAINT "landing_pages_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "site_settings" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer,
	"key" varchar(64) NOT NULL,
	"value" text NOT NULL,
	CONSTRAINT "site_settings_site_key" UNIQUE NULLS NOT DISTINCT("site_id","key")
);
--> statement-breakpoint
CREATE TABLE "sites" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(16) NOT NULL,
	"domain" varchar(255),
	"site_name" varchar(120) NOT NULL,
	"group_id" integer,
	"agent_id" integer,
	"portal_id" integer,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sites_domain_unique" UNIQUE("domain"),
	CONSTRAINT "sites_site_name_unique" UNIQUE("site_name")
);
--> statement-breakpoint
CREATE TABLE "agreement_texts" (
	"id" serial PRIMARY KEY NOT NULL,
	"portal_id" integer,
	"head" text NOT NULL,
	"body" text NOT NULL,
	"is_required" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "banks" (
	"routing_number" varchar(9) PRIMARY KEY NOT NULL,
	"name" varchar(160) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "carrier_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"plan_id" integer NOT NULL,
	"text" text NOT NULL,
	"expected_true" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "carriers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(160) NOT NULL,
	"logo" text,
	CONSTRAINT "carriers_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "ethnic_categories" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" varchar(120) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "health_questions" (
	"id" integer PRIMARY KEY NOT NULL,
	"text" text NOT NULL,
	"kind" varchar(16) NOT NULL,
	"applies_to" varchar(16) NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "memberships" (
	"id" serial PRIMARY KEY NOT NULL,
	"plan_id" integer NOT NULL,
	"level" varchar(8) NOT NULL,
	"term_life_cents" integer NOT NULL,
	"features" jsonb NOT NULL,
	CONSTRAINT "memberships_plan_id_unique" UNIQUE("plan_id"),
	CONSTRAINT "memberships_level_unique" UNIQUE("level")
);
--> statement-breakpoint
CREATE TABLE "plan_question_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"question_id" integer NOT NULL,
	"text" text NOT NULL,
	"group_label" varchar(80),
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plan_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"plan_id" integer NOT NULL,
	"text" text NOT NULL,
	"sub_type" varchar(16),
	"require_detail" boolean DEFAULT false NOT NULL,
	"declines_on_yes" boolean DEFAULT false NOT NULL,
	"decline_message" text,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plan_rules" (
	"plan_id" integer PRIMARY KEY NOT NULL,
	"states" jsonb,
	"tiers" jsonb,
	"min_age" smallint,
	"max_age" smallint,
	"plan_max_age" smallint,
	"min_annual_income_cents" integer,
	"min_weekly_hours" smallint,
	"metro_zip_prefixes" jsonb,
	"requires_tobacco_answer" boolean DEFAULT false NOT NULL,
	"portal_ids" jsonb,
	"group_ids" jsonb,
	"blackout_start" varchar(5),
	"blackout_end" varchar(5),
	"replaced_by_plan_id" integer
);
--> statement-breakpoint
CREATE TABLE "plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(32) NOT NULL,
	"name" varchar(200) NOT NULL,
	"category" varchar(24) NOT NULL,
	"carrier_id" integer,
	"logo" text,
	"short_text" text NOT NULL,
	"header_text" text,
	"body_text" text,
	"blue_bar_text" text,
	"association_text" text,
	"exclusions_name" varchar(120),
	"exclusions_text" text,
	"example_name" varchar(120),
	"example_text" text,
	"faq_name" varchar(120),
	"faq_text" text,
	"is_featured" boolean DEFAULT false NOT NULL,
	"is_footer_plan" boolean DEFAULT false NOT NULL,
	"is_underwritten_life" boolean DEFAULT false NOT NULL,
	"is_disability" boolean DEFAULT false NOT NULL,
	"is_premier" boolean DEFAULT false NOT NULL,
	"is_medically_underwritten" boolean DEFAULT false NOT NULL,
	"requires_membership" boolean DEFAULT false NOT NULL,
	"has_life_benefit" boolean DEFAULT false NOT NULL,
	"needs_employment" boolean DEFAULT false NOT NULL,
	"one_time_fee_cents" integer DEFAULT 0 NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "plans_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "prices" (
	"id" serial PRIMARY KEY NOT NULL,
	"pricing_option_id" integer NOT NULL,
	"tier" varchar(2) NOT NULL,
	"min_age" smallint DEFAULT 0 NOT NULL,
	"max_age" smallint DEFAULT 120 NOT NULL,
	"state" varchar(2),
	"tobacco" boolean,
	"monthly_cents" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pricing_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"plan_id" integer NOT NULL,
	"label" varchar(160) NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_beneficiaries" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" uuid NOT NULL,
	"first_name" varchar(80) NOT NULL,
	"middle_name" varchar(80),
	"last_name" varchar(80) NOT NULL,
	"birthdate" date,
	"ssn_enc" text,
	"relationship" varchar(40) NOT NULL,
	"percentage" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_dependents" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" uuid NOT NULL,
	"relationship" varchar(8) NOT NULL,
	"first_name" varchar(80) NOT NULL,
	"middle_name" varchar(80),
	"last_name" varchar(80) NOT NULL,
	"birthdate" date NOT NULL,
	"gender" varchar(1) NOT NULL,
	"ssn_enc" text,
	"height_feet" smallint,
	"height_inch" smallint,
	"weight" smallint
);
--> statement-breakpoint
CREATE TABLE "members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agent_id" integer,
	"group_id" integer,
	"portal_id" integer,
	"first_name" varchar(80) NOT NULL,
	"middle_name" varchar(80),
	"last_name" varchar(80) NOT NULL,
	"birthdate" date NOT NULL,
	"gender" varchar(1) NOT NULL,
	"email" varchar(255) NOT NULL,
	"phone" varchar(10),
	"ssn_enc" text,
	"ssn_last4" varchar(4),
	"address1" varchar(160),
	"address2" varchar(160),
	"city" varchar(80),
	"state" varchar(2),
	"zip" varchar(5),
	"height_feet" smallint,
	"height_inch" smallint,
	"weight" smallint,
	"marital_status" varchar(1),
	"health_info_enc" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_methods" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid NOT NULL,
	"kind" varchar(4) NOT NULL,
	"bank_name" varchar(160),
	"routing_number" varchar(9),
	"account_number_enc" text,
	"account_type" varchar(10),
	"account_holder_type" varchar(12),
	"account_name" varchar(160),
	"card_number_enc" text,
	"card_brand" varchar(24),
	"name_on_card" varchar(160),
	"expiration_month" varchar(2),
	"expiration_year" varchar(4),
	"last4" varchar(4) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "policies" (
	"id" bigint PRIMARY KEY NOT NULL,
	"member_id" uuid NOT NULL,
	"plan_id" integer NOT NULL,
	"pricing_option_id" integer,
	"tier" varchar(2) NOT NULL,
	"status" varchar(12) NOT NULL,
	"monthly_cents" integer NOT NULL,
	"effective_date" date NOT NULL,
	"term_date" date,
	"enrollment_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referral_links" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"agent_id" integer,
	"group_id" integer,
	"portal_id" integer,
	"referrer_name" varchar(160) NOT NULL,
	"expires_at" timestamp with time zone,
	"is_active" smallint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "access_tokens" (
	"token_hash" varchar(64) PRIMARY KEY NOT NULL,
	"enrollment_id" uuid NOT NULL,
	"purpose" varchar(16) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cart_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"enrollment_id" uuid NOT NULL,
	"plan_id" integer NOT NULL,
	"pricing_option_id" integer NOT NULL,
	"monthly_cents" integer NOT NULL,
	"one_time_fee_cents" integer DEFAULT 0 NOT NULL,
	"is_removable" boolean DEFAULT true NOT NULL,
	"required_by_plan_id" integer,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "continue_codes" (
	"enrollment_id" uuid PRIMARY KEY NOT NULL,
	"code_hash" varchar(64) NOT NULL,
	"email" varchar(255) NOT NULL,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "elevate_visits" (
	"id" serial PRIMARY KEY NOT NULL,
	"enrollment_id" uuid NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "enrollments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" varchar(16) DEFAULT 'new-user' NOT NULL,
	"enroll_type" varchar(20),
	"eprocess" varchar(10),
	"open_type" varchar(8),
	"agent_id" integer,
	"group_id" integer,
	"portal_id" integer,
	"referral_id" varchar(32),
	"member_id" uuid,
	"existing_policy_id" integer,
	"filter_info" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"contact_info" jsonb,
	"employer_info" jsonb,
	"review_info" jsonb,
	"primary_info_enc" text,
	"beneficiary_info_enc" text,
	"health_info_enc" text,
	"dependent_info_enc" text,
	"payment_info_enc" text,
	"agreement_info_enc" text,
	"plan_answers_enc" text,
	"enroller_code" varchar(32),
	"effective_date" date,
	"saved_tab" varchar(20),
	"email" varchar(255),
	"status" varchar(12) DEFAULT 'open' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"owner_token_hash" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "plan_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(10) NOT NULL,
	"plan_id" integer NOT NULL,
	"enrollment_id" uuid,
	"agent_id" integer,
	"group_id" integer,
	"portal_id" integer,
	"state" varchar(2),
	"tier" varchar(2),
	"age_band" varchar(8),
	"gender" varchar(1),
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quotes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"enrollment_id" uuid NOT NULL,
	"name" varchar(160) NOT NULL,
	"email" varchar(255) NOT NULL,
	"message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "screenshots" (
	"id" serial PRIMARY KEY NOT NULL,
	"enrollment_id" uuid NOT NULL,
	"name" varchar(40) NOT NULL,
	"image" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"device_id" varchar(64) NOT NULL,
	"agent_id" integer,
	"web_url" text NOT NULL,
	"question_id" integer NOT NULL,
	"answer" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"text" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" varchar(24) NOT NULL,
	"to_address" varchar(255) NOT NULL,
	"subject" text NOT NULL,
	"html" text NOT NULL,
	"text" text NOT NULL,
	"status" varchar(8) DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"id" serial PRIMARY KEY NOT NULL,
	"device_id" varchar(64) NOT NULL,
	"web_url" text NOT NULL,
	"agent_id" integer,
	"group_id" integer,
	"store_information" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seed_runs" (
	"name" varchar(64) PRIMARY KEY NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL,
	"details" jsonb
);
--> statement-breakpoint
CREATE TABLE "staff_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" varchar(255) NOT NULL,
	"password_hash" text NOT NULL,
	"role" varchar(8) NOT NULL,
	"agent_id" integer,
	"group_id" integer,
	"display_name" varchar(160) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_accounts_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "staff_sessions" (
	"token_hash" varchar(64) PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agent_groups" ADD CONSTRAINT "agent_groups_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_groups" ADD CONSTRAINT "agent_groups_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "groups" ADD CONSTRAINT "groups_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portals" ADD CONSTRAINT "portals_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portals" ADD CONSTRAINT "portals_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "landing_pages" ADD CONSTRAINT "landing_pages_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "landing_pages" ADD CONSTRAINT "landing_pages_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sites" ADD CONSTRAINT "sites_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sites" ADD CONSTRAINT "sites_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sites" ADD CONSTRAINT "sites_portal_id_portals_id_fk" FOREIGN KEY ("portal_id") REFERENCES "public"."portals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carrier_questions" ADD CONSTRAINT "carrier_questions_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_question_options" ADD CONSTRAINT "plan_question_options_question_id_plan_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."plan_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_questions" ADD CONSTRAINT "plan_questions_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_rules" ADD CONSTRAINT "plan_rules_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plans" ADD CONSTRAINT "plans_carrier_id_carriers_id_fk" FOREIGN KEY ("carrier_id") REFERENCES "public"."carriers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prices" ADD CONSTRAINT "prices_pricing_option_id_pricing_options_id_fk" FOREIGN KEY ("pricing_option_id") REFERENCES "public"."pricing_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pricing_options" ADD CONSTRAINT "pricing_options_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_beneficiaries" ADD CONSTRAINT "member_beneficiaries_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_dependents" ADD CONSTRAINT "member_dependents_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_portal_id_portals_id_fk" FOREIGN KEY ("portal_id") REFERENCES "public"."portals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_methods" ADD CONSTRAINT "payment_methods_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policies" ADD CONSTRAINT "policies_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policies" ADD CONSTRAINT "policies_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policies" ADD CONSTRAINT "policies_pricing_option_id_pricing_options_id_fk" FOREIGN KEY ("pricing_option_id") REFERENCES "public"."pricing_options"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_links" ADD CONSTRAINT "referral_links_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_links" ADD CONSTRAINT "referral_links_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_links" ADD CONSTRAINT "referral_links_portal_id_portals_id_fk" FOREIGN KEY ("portal_id") REFERENCES "public"."portals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_tokens" ADD CONSTRAINT "access_tokens_enrollment_id_enrollments_id_fk" FOREIGN KEY ("enrollment_id") REFERENCES "public"."enrollments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_enrollment_id_enrollments_id_fk" FOREIGN KEY ("enrollment_id") REFERENCES "public"."enrollments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_pricing_option_id_pricing_options_id_fk" FOREIGN KEY ("pricing_option_id") REFERENCES "public"."pricing_options"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "continue_codes" ADD CONSTRAINT "continue_codes_enrollment_id_enrollments_id_fk" FOREIGN KEY ("enrollment_id") REFERENCES "public"."enrollments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "elevate_visits" ADD CONSTRAINT "elevate_visits_enrollment_id_enrollments_id_fk" FOREIGN KEY ("enrollment_id") REFERENCES "public"."enrollments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrollments" ADD CONSTRAINT "enrollments_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrollments" ADD CONSTRAINT "enrollments_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrollments" ADD CONSTRAINT "enrollments_portal_id_portals_id_fk" FOREIGN KEY ("portal_id") REFERENCES "public"."portals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrollments" ADD CONSTRAINT "enrollments_referral_id_referral_links_id_fk" FOREIGN KEY ("referral_id") REFERENCES "public"."referral_links"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrollments" ADD CONSTRAINT "enrollments_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_events" ADD CONSTRAINT "plan_events_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_enrollment_id_enrollments_id_fk" FOREIGN KEY ("enrollment_id") REFERENCES "public"."enrollments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screenshots" ADD CONSTRAINT "screenshots_enrollment_id_enrollments_id_fk" FOREIGN KEY ("enrollment_id") REFERENCES "public"."enrollments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_answers" ADD CONSTRAINT "chat_answers_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_answers" ADD CONSTRAINT "chat_answers_question_id_chat_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."chat_questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_accounts" ADD CONSTRAINT "staff_accounts_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_accounts" ADD CONSTRAINT "staff_accounts_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_sessions" ADD CONSTRAINT "staff_sessions_account_id_staff_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."staff_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "plans_category" ON "plans" USING btree ("category");--> statement-breakpoint
CREATE INDEX "prices_option" ON "prices" USING btree ("pricing_option_id");--> statement-breakpoint
CREATE INDEX "members_agent" ON "members" USING btree ("agent_id");--> statement-breakpoint
CREATE INDEX "members_group" ON "members" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "policies_member" ON "policies" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_plan" ON "cart_items" USING btree ("enrollment_id","plan_id");--> statement-breakpoint
CREATE INDEX "enrollments_agent" ON "enrollments" USING btree ("agent_id");--> statement-breakpoint
CREATE INDEX "enrollments_group" ON "enrollments" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "plan_events_plan" ON "plan_events" USING btree ("plan_id");--> statement-breakpoint
CREATE INDEX "plan_events_enrollment" ON "plan_events" USING btree ("enrollment_id");--> statement-breakpoint
CREATE INDEX "chat_answers_device" ON "chat_answers" USING btree ("device_id");--> statement-breakpoint
CREATE INDEX "email_outbox_due" ON "email_outbox" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "leads_device" ON "leads" USING btree ("device_id");