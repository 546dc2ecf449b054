CREATE TABLE "service_bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"user_id" integer NOT NULL,
	"service" text NOT NULL,
	"name" text NOT NULL,
	"mobile" text NOT NULL,
	"remarks" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"state" text DEFAULT 'pending_payment' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "service_bookings_reference_unique" UNIQUE("reference"),
	CONSTRAINT "service_bookings_state_ck" CHECK ("service_bookings"."state" in ('pending_payment','paid','payment_failed','expired')),
	CONSTRAINT "service_bookings_amount_ck" CHECK ("service_bookings"."amount_paise" > 0)
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "service_booking_id" integer;--> statement-breakpoint
ALTER TABLE "service_bookings" ADD CONSTRAINT "service_bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "service_bookings_user_idx" ON "service_bookings" USING btree ("user_id","created_at");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_service_booking_id_service_bookings_id_fk" FOREIGN KEY ("service_booking_id") REFERENCES "public"."service_bookings"("id") ON DELETE cascade ON UPDATE no action;