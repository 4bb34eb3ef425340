CREATE TYPE "public"."contact_source" AS ENUM('google', 'linkedin', 'referral', 'event', 'other');--> statement-breakpoint
CREATE TYPE "public"."crm_sync_status" AS ENUM('pending', 'synced', 'failed', 'not_configured');--> statement-breakpoint
CREATE TYPE "public"."funnel_time" AS ENUM('1_day', '1_7_days', '7_14_days', '14_plus_days');--> statement-breakpoint
CREATE TYPE "public"."industry" AS ENUM('b2b', 'b2c', 'energy', 'healthcare', 'it', 'industrials', 'financial', 'real_estate', 'utilities');--> statement-breakpoint
CREATE TYPE "public"."member_role" AS ENUM('owner', 'member', 'viewer');--> statement-breakpoint
CREATE TYPE "public"."note_category" AS ENUM('methodology', 'anomaly', 'context', 'other');--> statement-breakpoint
CREATE TYPE "public"."platform" AS ENUM('meta', 'google', 'linkedin');--> statement-breakpoint
CREATE TYPE "public"."project_status" AS ENUM('active', 'archived');--> statement-breakpoint
CREATE TYPE "public"."test_frequency" AS ENUM('no_testing', 'weekly', 'biweekly', 'monthly', 'quarterly');--> statement-breakpoint
CREATE TABLE "auth_accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" text NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_rate_limits" (
	"id" text PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"count" integer NOT NULL,
	"last_request" bigint NOT NULL,
	CONSTRAINT "auth_rate_limits_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "auth_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"token" text NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "auth_sessions_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "auth_users" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "auth_users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "auth_verifications" (
	"id" text PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"work_email" text NOT NULL,
	"phone_number" text,
	"source" "contact_source" NOT NULL,
	"referral_first_name" text,
	"referral_last_name" text,
	"referral_email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"crm_sync_status" "crm_sync_status" DEFAULT 'pending' NOT NULL,
	"crm_sync_attempts" integer DEFAULT 0 NOT NULL,
	"crm_next_attempt_at" timestamp with time zone,
	"crm_last_error" text,
	"crm_contact_id" text,
	"crm_synced_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "data_connectors" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"connector_id" text NOT NULL,
	"platform" "platform" NOT NULL,
	"service" text NOT NULL,
	"schema" text NOT NULL,
	"paused" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_sync_at" timestamp with time zone,
	CONSTRAINT "data_connectors_connector_id_unique" UNIQUE("connector_id"),
	CONSTRAINT "data_connectors_project_platform_unique" UNIQUE("project_id","platform")
);
--> statement-breakpoint
CREATE TABLE "metrics" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"industry" "industry",
	"target_cac" numeric(10, 2),
	"target_roi" numeric(5, 2),
	"roas" numeric(5, 2),
	"payback_period" numeric(5, 2),
	"customer_segments" text,
	"trailing_twelve_month_revenue" numeric(12, 2) NOT NULL,
	"revenue_impact" numeric(12, 2),
	"average_deal_size" numeric(10, 2),
	"ltv" numeric(10, 2),
	"churn_rate" numeric(5, 2),
	"seasonality" text,
	"actual_cac" numeric(10, 2),
	"conversion_rate" numeric(5, 2),
	"lead_to_mql_rate" numeric(5, 2),
	"mql_to_sql_rate" numeric(5, 2),
	"sql_to_opp_rate" numeric(5, 2),
	"opp_to_won_rate" numeric(5, 2),
	"lead_to_mql_time" "funnel_time",
	"mql_to_sql_time" "funnel_time",
	"sql_to_opp_time" "funnel_time",
	"opp_to_won_time" "funnel_time",
	"top_three_competitors" text,
	"competitive_differentiation" text,
	"competitors" jsonb,
	"marketing_team_size" integer,
	"tech_stack" text,
	"past_marketing_plans" text,
	"ab_test_frequency" "test_frequency",
	"test_frequency" "test_frequency",
	"conversion_improvements" text,
	"test_insights" text,
	"gdpr_compliance" text,
	"data_handling_protocols" text,
	"data_access_permissions" text,
	"data_transfer_protocols" text,
	"source_of_truth" text,
	"avg_sales_cycle" integer,
	"average_order_value" numeric(10, 2),
	"tax_percentage" numeric(5, 2),
	"return_rate" numeric(5, 2),
	"average_order_value_post_tax_returns" numeric(10, 2),
	"gross_margin" numeric(5, 2),
	"cost_of_fulfillment" numeric(10, 2),
	"profit_per_order" numeric(10, 2),
	"customer_return_percentage" numeric(5, 2),
	"purchase_frequency" numeric(5, 2),
	"profit_per_customer_ltv" numeric(10, 2),
	"customer_count" integer,
	"market_size" numeric(12, 2),
	"avg_test_duration" integer,
	"test_budget" numeric(10, 2),
	"success_rate" numeric(5, 2),
	"test_methodology" text,
	"recent_ab_test" text,
	"durable_learnings" text,
	"recent_changes" text,
	"growth_initiatives" text,
	"challenges_and_risks" text
);
--> statement-breakpoint
CREATE TABLE "notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"content" text NOT NULL,
	"category" "note_category" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "oauth_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"platform" "platform" NOT NULL,
	"access_token" text NOT NULL,
	"refresh_token" text,
	"expires_at" timestamp with time zone,
	"metadata" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "oauth_tokens_user_platform_unique" UNIQUE("user_id","platform")
);
--> statement-breakpoint
CREATE TABLE "project_members" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"role" "member_role" DEFAULT 'member' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_members_user_project_unique" UNIQUE("user_id","project_id")
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"allowed_domains" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" "project_status" DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "projects_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"auth_user_id" text NOT NULL,
	"email" text NOT NULL,
	"display_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_auth_user_id_unique" UNIQUE("auth_user_id")
);
--> statement-breakpoint
ALTER TABLE "auth_accounts" ADD CONSTRAINT "auth_accounts_user_id_auth_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_sessions" ADD CONSTRAINT "auth_sessions_user_id_auth_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_connectors" ADD CONSTRAINT "data_connectors_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_connectors" ADD CONSTRAINT "data_connectors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "metrics" ADD CONSTRAINT "metrics_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "metrics" ADD CONSTRAINT "metrics_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oauth_tokens" ADD CONSTRAINT "oauth_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_members" ADD CONSTRAINT "project_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_members" ADD CONSTRAINT "project_members_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_auth_user_id_auth_users_id_fk" FOREIGN KEY ("auth_user_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auth_accounts_user_id_idx" ON "auth_accounts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "auth_sessions_user_id_idx" ON "auth_sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "contacts_crm_due_idx" ON "contacts" USING btree ("crm_sync_status","crm_next_attempt_at");--> statement-breakpoint
CREATE INDEX "metrics_project_created_idx" ON "metrics" USING btree ("project_id","created_at");--> statement-breakpoint
CREATE INDEX "notes_project_created_idx" ON "notes" USING btree ("project_id","created_at");--> statement-breakpoint
CREATE INDEX "project_members_project_idx" ON "project_members" USING btree ("project_id");