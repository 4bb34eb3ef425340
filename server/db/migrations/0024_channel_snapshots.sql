CREATE TABLE "channel_snapshots" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"connector_id" text NOT NULL,
	"platform" "platform" NOT NULL,
	"source" text,
	"months" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"data_as_of" timestamp with time zone,
	"refreshed_at" timestamp with time zone,
	"attempted_at" timestamp with time zone,
	"last_error" text,
	"next_refresh_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "channel_snapshots_connector_unique" UNIQUE("project_id","connector_id"),
	CONSTRAINT "channel_snapshots_source_check" CHECK ("channel_snapshots"."source" in ('postgres', 'bigquery', 'sandbox')),
	CONSTRAINT "channel_snapshots_error_check" CHECK ("channel_snapshots"."last_error" in ('missing', 'denied', 'timeout', 'refused', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "channel_snapshots" ADD CONSTRAINT "channel_snapshots_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "channel_snapshots_next_idx" ON "channel_snapshots" USING btree ("next_refresh_at");