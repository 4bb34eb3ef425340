-- The change feed is gone (decision 128): nothing LISTENs on `data_changed` any more, so the
-- triggers of 0001 and 0005 that announced writes there, and their functions, go too.
DROP TRIGGER "auth_sessions_changed" ON "auth_sessions";--> statement-breakpoint
DROP TRIGGER "users_changed" ON "users";--> statement-breakpoint
DROP TRIGGER "project_members_changed" ON "project_members";--> statement-breakpoint
DROP TRIGGER "projects_changed" ON "projects";--> statement-breakpoint
DROP TRIGGER "auth_users_changed" ON "auth_users";--> statement-breakpoint
DROP TRIGGER "notes_changed" ON "notes";--> statement-breakpoint
DROP TRIGGER "notes_truncated" ON "notes";--> statement-breakpoint
DROP FUNCTION "notify_access_changed"();--> statement-breakpoint
DROP FUNCTION "notify_notes_changed"();--> statement-breakpoint
DROP FUNCTION "notify_all_notes_changed"();
