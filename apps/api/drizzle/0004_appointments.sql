CREATE TABLE "appointment_slots" (
	"schedule_id" integer NOT NULL,
	"slot_date" date NOT NULL,
	"capacity" smallint NOT NULL,
	"booked" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "appointment_slots_schedule_id_slot_date_pk" PRIMARY KEY("schedule_id","slot_date"),
	CONSTRAINT "appointment_slots_booked_ck" CHECK ("appointment_slots"."booked" >= 0 and "appointment_slots"."booked" <= "appointment_slots"."capacity")
);
--> statement-breakpoint
CREATE TABLE "appointments" (
	"id" serial PRIMARY KEY NOT NULL,
	"appointment_no" text NOT NULL,
	"user_id" integer NOT NULL,
	"department_id" integer NOT NULL,
	"schedule_id" integer,
	"slot_date" date,
	"start_minute" smallint,
	"end_minute" smallint,
	"mode" text NOT NULL,
	"symptoms" text NOT NULL,
	"patient_name" text NOT NULL,
	"patient_last_name" text DEFAULT '' NOT NULL,
	"patient_mobile" text NOT NULL,
	"patient_email" text DEFAULT '' NOT NULL,
	"patient_details" jsonb NOT NULL,
	"fee_paise" integer NOT NULL,
	"fee_discount_paise" integer NOT NULL,
	"wallet_paise" integer NOT NULL,
	"amount_paise" integer NOT NULL,
	"state" text DEFAULT 'pending_payment' NOT NULL,
	"seat_held" boolean DEFAULT false NOT NULL,
	"hold_expires_at" timestamp with time zone,
	"prescription_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "appointments_appointment_no_unique" UNIQUE("appointment_no"),
	CONSTRAINT "appointments_state_ck" CHECK ("appointments"."state" in ('pending_payment','payment_failed','expired','confirmed','cancelled','completed','followed_up')),
	CONSTRAINT "appointments_money_ck" CHECK ("appointments"."fee_paise" >= 0 and "appointments"."fee_discount_paise" >= 0 and "appointments"."wallet_paise" >= 0 and "appointments"."amount_paise" >= 0)
);
--> statement-breakpoint
CREATE TABLE "department_schedules" (
	"id" integer PRIMARY KEY NOT NULL,
	"department_id" integer NOT NULL,
	"weekday" smallint NOT NULL,
	"start_minute" smallint NOT NULL,
	"end_minute" smallint NOT NULL,
	"capacity" smallint NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "department_schedules_weekday_ck" CHECK ("department_schedules"."weekday" between 0 and 6),
	CONSTRAINT "department_schedules_minutes_ck" CHECK ("department_schedules"."start_minute" >= 0 and "department_schedules"."end_minute" > "department_schedules"."start_minute" and "department_schedules"."end_minute" <= 1440),
	CONSTRAINT "department_schedules_capacity_ck" CHECK ("department_schedules"."capacity" > 0)
);
--> statement-breakpoint
CREATE TABLE "departments" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"fee_paise" integer NOT NULL,
	"fee_discount_percent" integer DEFAULT 0 NOT NULL,
	"has_schedule" boolean DEFAULT true NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_order_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"appointment_id" integer,
	"amount_paise" integer NOT NULL,
	"provider" text NOT NULL,
	"provider_order_id" text,
	"state" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "payments_merchant_order_id_unique" UNIQUE("merchant_order_id"),
	CONSTRAINT "payments_state_ck" CHECK ("payments"."state" in ('pending','completed','failed','expired','refunded')),
	CONSTRAINT "payments_amount_ck" CHECK ("payments"."amount_paise" > 0)
);
--> statement-breakpoint
CREATE TABLE "sandbox_orders" (
	"merchant_order_id" text PRIMARY KEY NOT NULL,
	"provider_order_id" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"state" text DEFAULT 'PENDING' NOT NULL,
	"redirect_url" text NOT NULL,
	"message" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_orders_provider_order_id_unique" UNIQUE("provider_order_id")
);
--> statement-breakpoint
ALTER TABLE "appointment_slots" ADD CONSTRAINT "appointment_slots_schedule_id_department_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."department_schedules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_schedule_id_department_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."department_schedules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "department_schedules" ADD CONSTRAINT "department_schedules_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointment_slots_date_idx" ON "appointment_slots" USING btree ("slot_date");--> statement-breakpoint
CREATE INDEX "appointments_user_idx" ON "appointments" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "appointments_hold_idx" ON "appointments" USING btree ("state","hold_expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "department_schedules_slot_uq" ON "department_schedules" USING btree ("department_id","weekday","start_minute");--> statement-breakpoint
CREATE INDEX "payments_state_idx" ON "payments" USING btree ("state","created_at");--> statement-breakpoint
CREATE INDEX "payments_appointment_idx" ON "payments" USING btree ("appointment_id");