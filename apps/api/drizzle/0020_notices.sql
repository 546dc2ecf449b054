CREATE TABLE "medicine_reminders" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"prescription_id" integer NOT NULL,
	"medicine_index" integer NOT NULL,
	"medicine" text NOT NULL,
	"dose" text NOT NULL,
	"stop_token" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"stopped_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "notification_preferences" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"sms" boolean DEFAULT true NOT NULL,
	"whatsapp" boolean DEFAULT false NOT NULL,
	"offers" boolean DEFAULT false NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_preferences_language_ck" CHECK ("notification_preferences"."language" in ('en','hi'))
);
--> statement-breakpoint
CREATE TABLE "scheduled_notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"kind" text NOT NULL,
	"user_id" integer NOT NULL,
	"appointment_id" integer,
	"medicine_reminder_id" integer,
	"due_at" timestamp with time zone NOT NULL,
	"vars" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"sent_at" timestamp with time zone,
	"dropped_at" timestamp with time zone,
	CONSTRAINT "scheduled_notices_kind_ck" CHECK ("scheduled_notices"."kind" in ('appointment_reminder_24h','appointment_reminder_15m','medicine_reminder'))
);
--> statement-breakpoint
ALTER TABLE "medicine_reminders" ADD CONSTRAINT "medicine_reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medicine_reminders" ADD CONSTRAINT "medicine_reminders_prescription_id_e_prescriptions_id_fk" FOREIGN KEY ("prescription_id") REFERENCES "public"."e_prescriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduled_notices" ADD CONSTRAINT "scheduled_notices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduled_notices" ADD CONSTRAINT "scheduled_notices_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduled_notices" ADD CONSTRAINT "scheduled_notices_medicine_reminder_id_medicine_reminders_id_fk" FOREIGN KEY ("medicine_reminder_id") REFERENCES "public"."medicine_reminders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "medicine_reminders_item_uq" ON "medicine_reminders" USING btree ("prescription_id","medicine_index");--> statement-breakpoint
CREATE UNIQUE INDEX "medicine_reminders_token_uq" ON "medicine_reminders" USING btree ("stop_token");--> statement-breakpoint
CREATE INDEX "medicine_reminders_user_idx" ON "medicine_reminders" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "scheduled_notices_key_uq" ON "scheduled_notices" USING btree ("key");--> statement-breakpoint
CREATE INDEX "scheduled_notices_due_idx" ON "scheduled_notices" USING btree ("due_at") WHERE "scheduled_notices"."sent_at" is null and "scheduled_notices"."dropped_at" is null;