DROP TABLE "medicine_terms" CASCADE;--> statement-breakpoint
DROP INDEX "medicines_search_trgm_idx";--> statement-breakpoint
DROP INDEX "medicines_title_prefix_idx";--> statement-breakpoint
DROP INDEX "medicines_salts_prefix_idx";--> statement-breakpoint
ALTER TABLE "medicines" DROP COLUMN "search_text";