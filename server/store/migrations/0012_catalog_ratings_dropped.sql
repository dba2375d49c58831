ALTER TABLE "products" DROP COLUMN "catalog_rating_tenths";--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "catalog_rating_count";