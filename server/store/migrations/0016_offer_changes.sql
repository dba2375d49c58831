CREATE TABLE "offer_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"staff_uid" text NOT NULL,
	"staff_email" text,
	"entity" text NOT NULL,
	"subject" text NOT NULL,
	"action" text NOT NULL,
	"summary" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "offer_changes_at" ON "offer_changes" USING btree ("at");