ALTER TABLE "users" ADD COLUMN "deactivated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deactivated_by" text;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_deactivated_by_check" CHECK (("users"."deactivated_at" is null) = ("users"."deactivated_by" is null));