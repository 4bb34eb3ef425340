ALTER TABLE "projects" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "closed_by" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "closure" jsonb;