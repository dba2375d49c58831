-- Orders placed before keys existed get one as random as a new order's: 43 base64url characters
-- from two random UUIDs (244 random bits), hashed.
ALTER TABLE "orders" ADD COLUMN "access_key" text;--> statement-breakpoint
UPDATE "orders" SET "access_key" = translate(rtrim(encode(sha256(convert_to(gen_random_uuid()::text || gen_random_uuid()::text, 'UTF8')), 'base64'), '='), '+/', '-_');--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "access_key" SET NOT NULL;
