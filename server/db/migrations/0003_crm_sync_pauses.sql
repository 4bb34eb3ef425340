CREATE TABLE "crm_sync_pauses" (
	"crm" text PRIMARY KEY NOT NULL,
	"until" timestamp with time zone NOT NULL
);
