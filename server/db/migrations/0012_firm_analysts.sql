CREATE TABLE "analyst_assignments" (
	"analyst_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"assigned_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "analyst_assignments_analyst_id_project_id_pk" PRIMARY KEY("analyst_id","project_id")
);
--> statement-breakpoint
CREATE TABLE "firm_analysts" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"added_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "firm_analysts_email_unique" UNIQUE("email")
);
--> statement-breakpoint
ALTER TABLE "analyst_assignments" ADD CONSTRAINT "analyst_assignments_analyst_id_firm_analysts_id_fk" FOREIGN KEY ("analyst_id") REFERENCES "public"."firm_analysts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analyst_assignments" ADD CONSTRAINT "analyst_assignments_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analyst_assignments_project_idx" ON "analyst_assignments" USING btree ("project_id");