CREATE TYPE "public"."engagement_stage" AS ENUM('initial_data_collection', 'ai_analysis', 'diligence_report_delivery', 'acquisition_decision', 'post_acquisition_growth');--> statement-breakpoint
CREATE TABLE "stage_moves" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"stage" "engagement_stage" NOT NULL,
	"effective_on" date NOT NULL,
	"message" text,
	"moved_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "stage" "engagement_stage" DEFAULT 'initial_data_collection' NOT NULL;--> statement-breakpoint
ALTER TABLE "stage_moves" ADD CONSTRAINT "stage_moves_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stage_moves_project_created_id_idx" ON "stage_moves" USING btree ("project_id","created_at","id");