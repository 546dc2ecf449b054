ALTER TABLE "appointments" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "medicines" ADD COLUMN "gst_rate_bp" integer DEFAULT 500 NOT NULL;--> statement-breakpoint
ALTER TABLE "medicines" ADD COLUMN "hsn_code" text DEFAULT '3004' NOT NULL;--> statement-breakpoint
ALTER TABLE "pharmacy_order_lines" ADD COLUMN "title_hi" text;--> statement-breakpoint
ALTER TABLE "pharmacy_order_lines" ADD COLUMN "pack_size_hi" text;--> statement-breakpoint
ALTER TABLE "pharmacy_order_lines" ADD COLUMN "gst_rate_bp" integer DEFAULT 500 NOT NULL;--> statement-breakpoint
ALTER TABLE "pharmacy_order_lines" ADD COLUMN "hsn_code" text DEFAULT '3004' NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_language_ck" CHECK ("appointments"."language" in ('en','hi'));--> statement-breakpoint
ALTER TABLE "medicines" ADD CONSTRAINT "medicines_gst_ck" CHECK ("medicines"."gst_rate_bp" between 0 and 2800);--> statement-breakpoint
ALTER TABLE "pharmacy_order_lines" ADD CONSTRAINT "pharmacy_order_lines_gst_ck" CHECK ("pharmacy_order_lines"."gst_rate_bp" between 0 and 2800);--> statement-breakpoint
-- backfill
-- Lines ordered before this migration get the Hindi words their product has now, where its English title is
-- still the one frozen in the line (docs/decisions/0046). Their GST stays at the default 5 % / HSN 3004.
UPDATE "pharmacy_order_lines" AS l SET "title_hi" = m."title_hi", "pack_size_hi" = m."pack_size_hi"
FROM "medicines" AS m
WHERE m."id" = l."medicine_id" AND m."title" = l."title" AND m."pack_size" = l."pack_size";
