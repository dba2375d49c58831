CREATE TABLE "answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"question_id" integer NOT NULL,
	"author_uid" text NOT NULL,
	"author_name" text NOT NULL,
	"by_staff" boolean NOT NULL,
	"body" text NOT NULL,
	"visibility" text DEFAULT 'shown' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" text NOT NULL,
	"asker_uid" text NOT NULL,
	"asker_name" text NOT NULL,
	"body" text NOT NULL,
	"visibility" text DEFAULT 'shown' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "answers" ADD CONSTRAINT "answers_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "answers_question" ON "answers" USING btree ("question_id");--> statement-breakpoint
CREATE INDEX "questions_product" ON "questions" USING btree ("product_id","visibility","created_at");