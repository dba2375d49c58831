ALTER TABLE "orders" ADD COLUMN "phone_key" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "placed_from" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "hold_ends_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "orders_holding" ON "orders" USING btree ("hold_ends_at") WHERE "orders"."hold_ends_at" is not null and "orders"."status" in ('placed', 'confirmed', 'ready-for-pickup');--> statement-breakpoint
-- Orders placed before holds existed: their phone key, and a hold that ends as a new order's
-- would (2 days unconfirmed for delivery, 7 uncollected for pickup), with the job that ends it.
-- The QA seed's orders are history that took no stock: they hold nothing.
UPDATE "orders" SET "phone_key" = right(regexp_replace("contact"->>'phone', '[^0-9]', '', 'g'), 10);--> statement-breakpoint
UPDATE "orders" SET "hold_ends_at" = "placed_at" + CASE WHEN "fulfilment"->>'type' = 'pickup' THEN interval '7 days' ELSE interval '2 days' END
WHERE "idempotency_key" NOT LIKE 'qa-seed-%'
  AND ("status" = 'placed' OR ("fulfilment"->>'type' = 'pickup' AND "status" IN ('confirmed', 'ready-for-pickup')));--> statement-breakpoint
INSERT INTO "jobs" ("kind", "subject", "dedupe_key", "run_at")
SELECT 'order-hold-ends', "number", 'order-hold-ends:' || "number", "hold_ends_at" FROM "orders" WHERE "hold_ends_at" IS NOT NULL
ON CONFLICT ("dedupe_key") DO NOTHING;
