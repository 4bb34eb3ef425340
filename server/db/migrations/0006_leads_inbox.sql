-- The leads inbox (decision 094). pg_trgm serves its search; PGlite loads the extension's
-- bundle (PGLITE_EXTENSIONS in server/db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "handled_by" text;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "handled_note" text;--> statement-breakpoint
CREATE INDEX "contacts_created_idx" ON "contacts" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "contacts_status_created_idx" ON "contacts" USING btree ("crm_sync_status","created_at","id");--> statement-breakpoint
CREATE INDEX "contacts_source_created_idx" ON "contacts" USING btree ("source","created_at","id");--> statement-breakpoint
CREATE INDEX "contacts_unhandled_created_idx" ON "contacts" USING btree ("created_at","id") WHERE "contacts"."handled_at" is null;--> statement-breakpoint
CREATE INDEX "contacts_handled_created_idx" ON "contacts" USING btree ("created_at","id") WHERE "contacts"."handled_at" is not null;--> statement-breakpoint
CREATE INDEX "contacts_search_trgm_idx" ON "contacts" USING gin (("first_name" || ' ' || "last_name" || ' ' || "work_email") gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_handled_note_length" CHECK (char_length("contacts"."handled_note") <= 1000);