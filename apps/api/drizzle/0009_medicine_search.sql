CREATE TABLE "medicine_terms" (
	"term" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	CONSTRAINT "medicine_terms_kind_ck" CHECK ("medicine_terms"."kind" in ('brand','salt'))
);
--> statement-breakpoint
CREATE INDEX "medicine_terms_trgm_idx" ON "medicine_terms" USING gin ("term" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "medicines_title_prefix_idx" ON "medicines" USING btree ((lower("title") collate "C"));--> statement-breakpoint
CREATE INDEX "medicines_salts_prefix_idx" ON "medicines" USING btree ((lower("salts") collate "C"),"sale_paise");