-- The change feed (since removed by migration 0023:
-- docs/decisions/128-one-engine-embedded-postgresql.md): every write that can make a
-- process's in-memory read cache stale announces itself on the `data_changed` channel,
-- whichever process or tool made it. Payloads: 'access' (sessions, users, memberships,
-- projects), 'notes:<project id>' and 'notes' (all of them).
CREATE FUNCTION "notify_access_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('data_changed', 'access');
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "notify_notes_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('data_changed', 'notes:' || COALESCE(NEW.project_id, OLD.project_id));
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "auth_sessions_changed" AFTER UPDATE OR DELETE OR TRUNCATE ON "auth_sessions"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_access_changed"();--> statement-breakpoint
CREATE TRIGGER "users_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_access_changed"();--> statement-breakpoint
CREATE TRIGGER "project_members_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "project_members"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_access_changed"();--> statement-breakpoint
CREATE TRIGGER "projects_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "projects"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_access_changed"();--> statement-breakpoint
CREATE TRIGGER "notes_changed" AFTER INSERT OR UPDATE OR DELETE ON "notes"
  FOR EACH ROW EXECUTE FUNCTION "notify_notes_changed"();--> statement-breakpoint
CREATE FUNCTION "notify_all_notes_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('data_changed', 'notes');
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "notes_truncated" AFTER TRUNCATE ON "notes"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_all_notes_changed"();
