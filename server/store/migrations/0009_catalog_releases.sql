CREATE TABLE "catalog_releases" (
	"version" integer PRIMARY KEY NOT NULL,
	"digest" text NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL
);
