CREATE TABLE "breach_patients" (
	"breach_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"texted_at" timestamp with time zone,
	CONSTRAINT "breach_patients_breach_id_user_id_pk" PRIMARY KEY("breach_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "breaches" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"what" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"data_affected" text NOT NULL,
	"filter" jsonb NOT NULL,
	"recorded_by" integer,
	"recorded_at" timestamp with time zone NOT NULL,
	"patient_count" integer DEFAULT 0 NOT NULL,
	"notified_at" timestamp with time zone,
	"notified_by" integer,
	"texted_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "breaches_reference_unique" UNIQUE("reference"),
	CONSTRAINT "breaches_counts_ck" CHECK ("breaches"."patient_count" >= 0 and "breaches"."texted_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "security_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"user_id" integer,
	"actor_id" integer,
	"actor_role" text,
	"subject" text DEFAULT '' NOT NULL,
	"detail" text DEFAULT '' NOT NULL,
	"ip" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "breach_patients" ADD CONSTRAINT "breach_patients_breach_id_breaches_id_fk" FOREIGN KEY ("breach_id") REFERENCES "public"."breaches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "breach_patients" ADD CONSTRAINT "breach_patients_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "breaches" ADD CONSTRAINT "breaches_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "breaches" ADD CONSTRAINT "breaches_notified_by_users_id_fk" FOREIGN KEY ("notified_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "security_events_created_idx" ON "security_events" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "security_events_user_idx" ON "security_events" USING btree ("user_id","created_at");--> statement-breakpoint
-- Written by hand (drizzle-kit does not emit functions or triggers): the security log is append-only
-- (DPDP Rules 2025 r.6, docs/decisions/0061). UPDATE, DELETE and TRUNCATE are refused unless the purge
-- job's own transaction set `medibridge.security_purge` to 'on' (set_config(..., true): that transaction
-- only); the purge deletes only rows older than the retention.
CREATE FUNCTION "security_events_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND coalesce(current_setting('medibridge.security_purge', true), '') = 'on' THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'security_events is append-only (% refused)', TG_OP USING ERRCODE = '42501';
END
$$;--> statement-breakpoint
CREATE TRIGGER "security_events_no_change" BEFORE UPDATE OR DELETE ON "security_events"
  FOR EACH ROW EXECUTE FUNCTION "security_events_append_only"();--> statement-breakpoint
CREATE TRIGGER "security_events_no_truncate" BEFORE TRUNCATE ON "security_events"
  FOR EACH STATEMENT EXECUTE FUNCTION "security_events_append_only"();
