CREATE TABLE "stock_transfers" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" text NOT NULL,
	"from" text NOT NULL,
	"to" text NOT NULL,
	"quantity" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"staff_uid" text NOT NULL,
	CONSTRAINT "transfer_quantity_positive" CHECK ("stock_transfers"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "store_stock" (
	"product_id" text NOT NULL,
	"store_id" text NOT NULL,
	"units" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_stock_product_id_store_id_pk" PRIMARY KEY("product_id","store_id"),
	CONSTRAINT "store_units_not_negative" CHECK ("store_stock"."units" >= 0)
);
--> statement-breakpoint
DROP INDEX "stock_alerts_pending";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD COLUMN "location" text DEFAULT 'warehouse' NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_transfers" ADD CONSTRAINT "stock_transfers_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_stock" ADD CONSTRAINT "store_stock_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_transfers_product" ON "stock_transfers" USING btree ("product_id","id");--> statement-breakpoint
CREATE INDEX "store_stock_store" ON "store_stock" USING btree ("store_id","product_id");--> statement-breakpoint
CREATE INDEX "orders_holding_until" ON "orders" USING btree ("hold_ends_at") WHERE "orders"."hold_ends_at" is not null and "orders"."status" in ('placed', 'confirmed', 'ready-for-pickup');--> statement-breakpoint
CREATE UNIQUE INDEX "stock_alerts_pending_at" ON "stock_alerts" USING btree ("product_id","location","email") WHERE "stock_alerts"."notified_at" is null;--> statement-breakpoint
-- Holds now end by the worker's sweep (decision 0043), not by a job per order: the jobs queued
-- for that are done by the sweep, which reads each order's own hold_ends_at.
UPDATE "jobs" SET "done_at" = now(), "locked_until" = NULL WHERE "kind" = 'order-hold-ends' AND "done_at" IS NULL AND "gave_up_at" IS NULL;
