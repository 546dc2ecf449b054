CREATE TABLE "h1_register" (
	"id" serial PRIMARY KEY NOT NULL,
	"supplied_at" timestamp with time zone NOT NULL,
	"order_no" text NOT NULL,
	"medicine_id" integer NOT NULL,
	"medicine" text NOT NULL,
	"quantity" integer NOT NULL,
	"prescriber_name" text NOT NULL,
	"prescriber_reg_no" text NOT NULL,
	"patient_name" text NOT NULL,
	"patient_address" text NOT NULL,
	"recorded_by" integer,
	CONSTRAINT "h1_register_quantity_ck" CHECK ("h1_register"."quantity" > 0)
);
--> statement-breakpoint
ALTER TABLE "pharmacy_orders" ADD COLUMN "prescriber_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "pharmacy_orders" ADD COLUMN "prescriber_reg_no" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "h1_register_order_medicine_uq" ON "h1_register" USING btree ("order_no","medicine_id");--> statement-breakpoint
CREATE INDEX "h1_register_supplied_idx" ON "h1_register" USING btree ("supplied_at");--> statement-breakpoint
-- Written by hand (drizzle-kit does not emit functions or triggers): the Schedule H1 register is append-only
-- (docs/decisions/0068), like the security log. UPDATE, DELETE and TRUNCATE are refused unless the purge job's
-- own transaction set `medibridge.h1_purge` to 'on' (set_config(..., true): that transaction only); the purge
-- deletes only rows older than the register's three years.
CREATE FUNCTION "h1_register_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND coalesce(current_setting('medibridge.h1_purge', true), '') = 'on' THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'h1_register is append-only (% refused)', TG_OP USING ERRCODE = '42501';
END
$$;--> statement-breakpoint
CREATE TRIGGER "h1_register_no_change" BEFORE UPDATE OR DELETE ON "h1_register"
  FOR EACH ROW EXECUTE FUNCTION "h1_register_append_only"();--> statement-breakpoint
CREATE TRIGGER "h1_register_no_truncate" BEFORE TRUNCATE ON "h1_register"
  FOR EACH STATEMENT EXECUTE FUNCTION "h1_register_append_only"();
