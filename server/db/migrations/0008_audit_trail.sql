CREATE TABLE "audit_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_user_id" integer,
	"actor_email" text,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text,
	"project_id" integer,
	"client_ip" text,
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
CREATE INDEX "audit_entries_created_idx" ON "audit_entries" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "audit_entries_project_created_idx" ON "audit_entries" USING btree ("project_id","created_at","id");--> statement-breakpoint
CREATE INDEX "audit_entries_actor_created_idx" ON "audit_entries" USING btree ("actor_email","created_at","id");--> statement-breakpoint
CREATE INDEX "audit_entries_action_created_idx" ON "audit_entries" USING btree ("action","created_at","id");--> statement-breakpoint
CREATE INDEX "audit_entries_ip_created_idx" ON "audit_entries" USING btree ("created_at") WHERE "audit_entries"."client_ip" is not null;--> statement-breakpoint
-- Append-only, enforced by the database itself (decision 098): no UPDATE, DELETE or
-- TRUNCATE, whoever asks. The one update allowed is the retention job's: an entry's client
-- IP cleared, nothing else changed.
CREATE FUNCTION "audit_entries_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.client_ip IS NOT NULL AND NEW.client_ip IS NULL
     AND (to_jsonb(NEW) - 'client_ip') = (to_jsonb(OLD) - 'client_ip') THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'audit entries are append-only: % refused', TG_OP
    USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "audit_entries_no_update_or_delete" BEFORE UPDATE OR DELETE ON "audit_entries"
  FOR EACH ROW EXECUTE FUNCTION "audit_entries_append_only"();--> statement-breakpoint
CREATE TRIGGER "audit_entries_no_truncate" BEFORE TRUNCATE ON "audit_entries"
  FOR EACH STATEMENT EXECUTE FUNCTION "audit_entries_append_only"();
