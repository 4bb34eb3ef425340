CREATE TABLE "deliverable_chunks" (
	"deliverable_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "deliverable_chunks_deliverable_id_seq_pk" PRIMARY KEY("deliverable_id","seq")
);
--> statement-breakpoint
CREATE TABLE "deliverables" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"kind" text NOT NULL,
	"size_bytes" integer DEFAULT 0 NOT NULL,
	"sha256" text,
	"uploaded_by_user_id" integer,
	"uploaded_by_email" text NOT NULL,
	"complete" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deliverables_kind_check" CHECK ("deliverables"."kind" in ('pdf', 'xlsx', 'docx', 'csv'))
);
--> statement-breakpoint
ALTER TABLE "deliverable_chunks" ADD CONSTRAINT "deliverable_chunks_deliverable_id_deliverables_id_fk" FOREIGN KEY ("deliverable_id") REFERENCES "public"."deliverables"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deliverables" ADD CONSTRAINT "deliverables_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deliverables" ADD CONSTRAINT "deliverables_uploaded_by_user_id_users_id_fk" FOREIGN KEY ("uploaded_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deliverables_project_created_id_idx" ON "deliverables" USING btree ("project_id","created_at","id");--> statement-breakpoint
-- PDFs and Office files are compressed already: store the chunks out of line without trying again.
ALTER TABLE "deliverable_chunks" ALTER COLUMN "bytes" SET STORAGE EXTERNAL;
