CREATE TABLE "catalogue_versions" (
	"name" text PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Written by hand (drizzle-kit does not emit functions or triggers): every statement that writes to
-- medicines raises its catalogue's version, so the API's in-memory suggestion index (decision 0031)
-- rebuilds after a change made by any process.
INSERT INTO "catalogue_versions" ("name") VALUES ('medicines') ON CONFLICT DO NOTHING;--> statement-breakpoint
CREATE FUNCTION "raise_catalogue_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "catalogue_versions" SET "version" = "version" + 1, "changed_at" = now() WHERE "name" = TG_ARGV[0];
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "medicines_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "medicines"
  FOR EACH STATEMENT EXECUTE FUNCTION "raise_catalogue_version"('medicines');
