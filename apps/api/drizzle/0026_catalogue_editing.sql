ALTER TABLE "packages" ADD COLUMN "image_key" text;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "image_key" text;--> statement-breakpoint
-- Written by hand (as 0013): every statement writing to the treatment-package catalogue raises its version,
-- so each replica drops its memo of public package and hospital answers (docs/decisions/0062).
INSERT INTO "catalogue_versions" ("name") VALUES ('packages') ON CONFLICT DO NOTHING;--> statement-breakpoint
CREATE TRIGGER "vendors_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "vendors"
  FOR EACH STATEMENT EXECUTE FUNCTION "raise_catalogue_version"('packages');--> statement-breakpoint
CREATE TRIGGER "packages_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "packages"
  FOR EACH STATEMENT EXECUTE FUNCTION "raise_catalogue_version"('packages');--> statement-breakpoint
CREATE TRIGGER "package_masters_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "package_masters"
  FOR EACH STATEMENT EXECUTE FUNCTION "raise_catalogue_version"('packages');--> statement-breakpoint
CREATE TRIGGER "package_services_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "package_services"
  FOR EACH STATEMENT EXECUTE FUNCTION "raise_catalogue_version"('packages');--> statement-breakpoint
CREATE TRIGGER "vendor_packages_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "vendor_packages"
  FOR EACH STATEMENT EXECUTE FUNCTION "raise_catalogue_version"('packages');
