ALTER TABLE "medicines" ADD COLUMN "stock" integer DEFAULT 100 NOT NULL;--> statement-breakpoint
ALTER TABLE "medicines" ADD COLUMN "discontinued" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "medicines" ADD COLUMN "changed_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "medicines_changed_version_idx" ON "medicines" USING btree ("changed_version");--> statement-breakpoint
ALTER TABLE "medicines" ADD CONSTRAINT "medicines_stock_ck" CHECK ("medicines"."stock" >= 0);--> statement-breakpoint
-- Written by hand (drizzle-kit does not emit triggers; docs/decisions/0058): the version is raised BEFORE a
-- statement's rows are written, and each written row takes that version. The raise locks the catalogue's
-- counter row until the transaction ends, so versions commit in order: once version V is visible, every row
-- stamped V or less is too, and the suggestion index reads only the rows changed since the version it holds.
DROP TRIGGER IF EXISTS "medicines_catalogue_version" ON "medicines";--> statement-breakpoint
CREATE TRIGGER "medicines_catalogue_version" BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON "medicines"
  FOR EACH STATEMENT EXECUTE FUNCTION "raise_catalogue_version"('medicines');--> statement-breakpoint
CREATE FUNCTION "stamp_medicine_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."changed_version" := (SELECT "version" FROM "catalogue_versions" WHERE "name" = 'medicines');
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "medicines_changed_version" BEFORE INSERT OR UPDATE ON "medicines"
  FOR EACH ROW EXECUTE FUNCTION "stamp_medicine_version"();--> statement-breakpoint
UPDATE "medicines" SET "changed_version" = 0;
