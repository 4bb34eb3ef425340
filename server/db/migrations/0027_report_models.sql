CREATE TABLE "report_model_calls" (
	"project_id" integer NOT NULL,
	"day" date NOT NULL,
	"calls" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "report_model_calls_project_id_day_pk" PRIMARY KEY("project_id","day")
);
--> statement-breakpoint
ALTER TABLE "initial_reports" DROP CONSTRAINT "initial_reports_origin_check";--> statement-breakpoint
ALTER TABLE "initial_reports" ADD COLUMN "model_id" text;--> statement-breakpoint
ALTER TABLE "initial_reports" ADD COLUMN "input_tokens" integer;--> statement-breakpoint
ALTER TABLE "initial_reports" ADD COLUMN "output_tokens" integer;--> statement-breakpoint
ALTER TABLE "initial_reports" ADD COLUMN "fallback_reason" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "model_use" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "latest_draft_source" text;--> statement-breakpoint
ALTER TABLE "report_model_calls" ADD CONSTRAINT "report_model_calls_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "initial_reports" ADD CONSTRAINT "initial_reports_fallback_check" CHECK ("initial_reports"."fallback_reason" in ('not_grounded', 'model_failed', 'daily_cap'));--> statement-breakpoint
ALTER TABLE "initial_reports" ADD CONSTRAINT "initial_reports_origin_check" CHECK ("initial_reports"."origin" in ('rules', 'model', 'edited'));--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_model_use_check" CHECK ("projects"."model_use" in ('off', 'figures', 'figures_and_notes'));