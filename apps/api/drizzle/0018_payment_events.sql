CREATE TABLE "payment_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_order_id" text NOT NULL,
	"kind" text NOT NULL,
	"detail" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "payment_events_once_idx" ON "payment_events" USING btree ("merchant_order_id","kind","detail");--> statement-breakpoint
CREATE INDEX "payment_events_kind_idx" ON "payment_events" USING btree ("kind","created_at");