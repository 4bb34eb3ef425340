DROP INDEX "metrics_project_created_idx";--> statement-breakpoint
DROP INDEX "notes_project_created_idx";--> statement-breakpoint
CREATE INDEX "metrics_project_created_id_idx" ON "metrics" USING btree ("project_id","created_at","id");--> statement-breakpoint
CREATE INDEX "notes_project_created_id_idx" ON "notes" USING btree ("project_id","created_at","id");