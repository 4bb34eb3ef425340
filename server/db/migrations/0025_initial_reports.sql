CREATE TABLE "initial_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"version" integer NOT NULL,
	"origin" text NOT NULL,
	"draft" jsonb NOT NULL,
	"body" text NOT NULL,
	"figures" jsonb NOT NULL,
	"fingerprint" text NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"approved_by" text,
	"approved_at" timestamp with time zone,
	"published_by" text,
	"published_at" timestamp with time zone,
	"confirmed_numbers" jsonb,
	CONSTRAINT "initial_reports_version_unique" UNIQUE("project_id","version"),
	CONSTRAINT "initial_reports_origin_check" CHECK ("initial_reports"."origin" in ('rules', 'edited'))
);
--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "report_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "report_published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "initial_reports" ADD CONSTRAINT "initial_reports_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Projects submitted before the initial report existed and still in its first two stages: due
-- 48 hours after their first submission. Later stages had their report delivered outside it.
UPDATE "projects" SET "report_due_at" = "first"."at" + interval '48 hours'
FROM (SELECT "project_id", min("created_at") AS "at" FROM "metrics" GROUP BY "project_id") AS "first"
WHERE "first"."project_id" = "projects"."id"
  AND "projects"."stage" IN ('initial_data_collection', 'ai_analysis');
