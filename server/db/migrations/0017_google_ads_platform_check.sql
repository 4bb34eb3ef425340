CREATE TABLE "google_ads_snapshots" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_row_id" integer NOT NULL,
	"snapshot_date" date NOT NULL,
	"currency" text NOT NULL,
	"spend" numeric(18, 6) NOT NULL,
	"clicks" integer NOT NULL,
	"conversions" numeric(18, 6) NOT NULL,
	"conversions_value" numeric(18, 6) NOT NULL,
	"taken_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "google_ads_snapshots_day_unique" UNIQUE("account_row_id","snapshot_date")
);
--> statement-breakpoint
CREATE TABLE "project_google_ads_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"customer_id" text NOT NULL,
	"name" text NOT NULL,
	"currency" text NOT NULL,
	"chosen_by_user_id" integer NOT NULL,
	"chosen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"snapshot_status" text DEFAULT 'pending' NOT NULL,
	"snapshot_failed_at" timestamp with time zone,
	"next_snapshot_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_google_ads_accounts_unique" UNIQUE("project_id","customer_id"),
	CONSTRAINT "project_google_ads_accounts_status_check" CHECK ("project_google_ads_accounts"."snapshot_status" in ('pending', 'ok', 'failed', 'revoked'))
);
--> statement-breakpoint
ALTER TABLE "google_ads_snapshots" ADD CONSTRAINT "google_ads_snapshots_account_row_id_project_google_ads_accounts_id_fk" FOREIGN KEY ("account_row_id") REFERENCES "public"."project_google_ads_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_google_ads_accounts" ADD CONSTRAINT "project_google_ads_accounts_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_google_ads_accounts" ADD CONSTRAINT "project_google_ads_accounts_chosen_by_user_id_users_id_fk" FOREIGN KEY ("chosen_by_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "project_google_ads_accounts_next_idx" ON "project_google_ads_accounts" USING btree ("next_snapshot_at");