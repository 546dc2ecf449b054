CREATE TABLE "cart_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"medicine_id" integer NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_items_quantity_ck" CHECK ("cart_items"."quantity" between 1 and 20)
);
--> statement-breakpoint
CREATE TABLE "delivery_addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"mobile" text NOT NULL,
	"email" text NOT NULL,
	"pin_code" text NOT NULL,
	"address" text NOT NULL,
	"town" text NOT NULL,
	"district" text NOT NULL,
	"state" text NOT NULL,
	"fingerprint" text NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "medicines" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"brand" text NOT NULL,
	"composition" text NOT NULL,
	"composition_key" text NOT NULL,
	"salts" text NOT NULL,
	"form" text NOT NULL,
	"pack_size" text NOT NULL,
	"mrp_paise" integer NOT NULL,
	"sale_paise" integer NOT NULL,
	"manufacturer" text NOT NULL,
	"schedule" text NOT NULL,
	"category" text NOT NULL,
	"storage" text NOT NULL,
	"search_text" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "medicines_slug_unique" UNIQUE("slug"),
	CONSTRAINT "medicines_schedule_ck" CHECK ("medicines"."schedule" in ('OTC','H','H1','X')),
	CONSTRAINT "medicines_price_ck" CHECK ("medicines"."sale_paise" > 0 and "medicines"."sale_paise" <= "medicines"."mrp_paise")
);
--> statement-breakpoint
CREATE TABLE "pharmacy_order_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"state" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pharmacy_order_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"medicine_id" integer NOT NULL,
	"title" text NOT NULL,
	"composition" text NOT NULL,
	"pack_size" text NOT NULL,
	"rx_required" boolean NOT NULL,
	"quantity" integer NOT NULL,
	"sale_paise" integer NOT NULL,
	"mrp_paise" integer NOT NULL,
	CONSTRAINT "pharmacy_order_lines_quantity_ck" CHECK ("pharmacy_order_lines"."quantity" between 1 and 20)
);
--> statement-breakpoint
CREATE TABLE "pharmacy_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"user_id" integer NOT NULL,
	"state" text NOT NULL,
	"payment_method" text NOT NULL,
	"recipient" text NOT NULL,
	"mobile" text NOT NULL,
	"email" text NOT NULL,
	"address" text NOT NULL,
	"pin_code" text NOT NULL,
	"items" integer NOT NULL,
	"subtotal_paise" integer NOT NULL,
	"savings_paise" integer NOT NULL,
	"delivery_paise" integer NOT NULL,
	"wallet_paise" integer NOT NULL,
	"total_paise" integer NOT NULL,
	"rx_required" boolean NOT NULL,
	"prescription_source" text,
	"prescription_file" text,
	"prescription_appointment_id" integer,
	"prescription_check" text,
	"prescription_reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pharmacy_orders_order_no_unique" UNIQUE("order_no"),
	CONSTRAINT "pharmacy_orders_state_ck" CHECK ("pharmacy_orders"."state" in ('awaiting_payment','payment_failed','placed','prescription_checked','packed','dispatched','delivered','cancelled')),
	CONSTRAINT "pharmacy_orders_method_ck" CHECK ("pharmacy_orders"."payment_method" in ('online','cod')),
	CONSTRAINT "pharmacy_orders_money_ck" CHECK ("pharmacy_orders"."subtotal_paise" > 0 and "pharmacy_orders"."delivery_paise" >= 0 and "pharmacy_orders"."wallet_paise" >= 0 and "pharmacy_orders"."total_paise" >= 0 and "pharmacy_orders"."total_paise" + "pharmacy_orders"."wallet_paise" = "pharmacy_orders"."subtotal_paise" + "pharmacy_orders"."delivery_paise")
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "pharmacy_order_id" integer;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_medicine_id_medicines_id_fk" FOREIGN KEY ("medicine_id") REFERENCES "public"."medicines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_addresses" ADD CONSTRAINT "delivery_addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pharmacy_order_events" ADD CONSTRAINT "pharmacy_order_events_order_id_pharmacy_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."pharmacy_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pharmacy_order_lines" ADD CONSTRAINT "pharmacy_order_lines_order_id_pharmacy_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."pharmacy_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pharmacy_order_lines" ADD CONSTRAINT "pharmacy_order_lines_medicine_id_medicines_id_fk" FOREIGN KEY ("medicine_id") REFERENCES "public"."medicines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pharmacy_orders" ADD CONSTRAINT "pharmacy_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pharmacy_orders" ADD CONSTRAINT "pharmacy_orders_prescription_appointment_id_appointments_id_fk" FOREIGN KEY ("prescription_appointment_id") REFERENCES "public"."appointments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_user_medicine_uq" ON "cart_items" USING btree ("user_id","medicine_id");--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_addresses_user_fp_uq" ON "delivery_addresses" USING btree ("user_id","fingerprint");--> statement-breakpoint
CREATE INDEX "medicines_search_trgm_idx" ON "medicines" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "medicines_composition_idx" ON "medicines" USING btree ("composition_key","sale_paise");--> statement-breakpoint
CREATE INDEX "pharmacy_order_events_order_idx" ON "pharmacy_order_events" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "pharmacy_order_lines_order_idx" ON "pharmacy_order_lines" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "pharmacy_orders_user_idx" ON "pharmacy_orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "pharmacy_orders_state_idx" ON "pharmacy_orders" USING btree ("state","created_at");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_pharmacy_order_id_pharmacy_orders_id_fk" FOREIGN KEY ("pharmacy_order_id") REFERENCES "public"."pharmacy_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_pharmacy_order_idx" ON "payments" USING btree ("pharmacy_order_id");