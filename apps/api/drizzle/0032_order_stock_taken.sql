ALTER TABLE "pharmacy_orders" ADD COLUMN "stock_taken" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Written by hand (docs/decisions/0065): an order taking or giving back packs sets `medibridge.stock_move` for
-- its own statements, which then do not raise the medicines catalogue's version (what a patient sees of a
-- product changes only when it runs out or comes back; that statement raises it). Other writes raise it as
-- before (docs/decisions/0058).
DROP TRIGGER IF EXISTS "medicines_catalogue_version" ON "medicines";--> statement-breakpoint
CREATE TRIGGER "medicines_catalogue_version" BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON "medicines"
  FOR EACH STATEMENT WHEN (coalesce(current_setting('medibridge.stock_move', true), '') <> 'on')
  EXECUTE FUNCTION "raise_catalogue_version"('medicines');
