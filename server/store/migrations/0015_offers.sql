CREATE TABLE "promo_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"reduction" jsonb NOT NULL,
	"minimum_cents" integer DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"max_uses" integer,
	"max_uses_per_customer" integer,
	"categories" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"excluded_categories" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"with_sales" boolean DEFAULT false NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	CONSTRAINT "code_ends_after_start" CHECK ("promo_codes"."ends_at" > "promo_codes"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "promo_redemptions" (
	"order_number" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"owner_uid" text,
	"email" text NOT NULL,
	"phone_key" text NOT NULL,
	"returned_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sales" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"reduction" jsonb NOT NULL,
	"scope" jsonb NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sale_ends_after_start" CHECK ("sales"."ends_at" > "sales"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "regular_price_cents" integer;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "sale_title" text;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "discount_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "promo_code" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD CONSTRAINT "promo_redemptions_order_number_orders_number_fk" FOREIGN KEY ("order_number") REFERENCES "public"."orders"("number") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD CONSTRAINT "promo_redemptions_code_promo_codes_code_fk" FOREIGN KEY ("code") REFERENCES "public"."promo_codes"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "promo_redemptions_code" ON "promo_redemptions" USING btree ("code") WHERE "promo_redemptions"."returned_at" is null;--> statement-breakpoint
CREATE INDEX "sales_running" ON "sales" USING btree ("ends_at","starts_at");