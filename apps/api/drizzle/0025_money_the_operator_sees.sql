CREATE TABLE "admin_refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"payment_id" integer NOT NULL,
	"amount_paise" integer NOT NULL,
	"destination" text NOT NULL,
	"reason" text NOT NULL,
	"staff_user_id" integer NOT NULL,
	"merchant_refund_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "admin_refunds_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "admin_refunds_amount_ck" CHECK ("admin_refunds"."amount_paise" > 0),
	CONSTRAINT "admin_refunds_destination_ck" CHECK ("admin_refunds"."destination" in ('wallet','source'))
);
--> statement-breakpoint
ALTER TABLE "refunds" DROP CONSTRAINT "refunds_payment_id_unique";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refunded_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "payments" SET "refunded_paise" = "amount_paise" WHERE "state" = 'refunded';--> statement-breakpoint
ALTER TABLE "admin_refunds" ADD CONSTRAINT "admin_refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_refunds_payment_idx" ON "admin_refunds" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "refunds_payment_idx" ON "refunds" USING btree ("payment_id");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_refunded_ck" CHECK ("payments"."refunded_paise" >= 0 and "payments"."refunded_paise" <= "payments"."amount_paise");