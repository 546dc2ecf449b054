CREATE TABLE "enquiry_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"enquiry_id" integer NOT NULL,
	"user_id" integer,
	"body" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "enquiry_notes_body_ck" CHECK (char_length("enquiry_notes"."body") between 1 and 1000)
);
--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "call_back_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "enquiry_notes" ADD CONSTRAINT "enquiry_notes_enquiry_id_enquiries_id_fk" FOREIGN KEY ("enquiry_id") REFERENCES "public"."enquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiry_notes" ADD CONSTRAINT "enquiry_notes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "enquiry_notes_enquiry_idx" ON "enquiry_notes" USING btree ("enquiry_id","created_at");--> statement-breakpoint
CREATE INDEX "enquiries_call_back_idx" ON "enquiries" USING btree ("call_back_at") WHERE "enquiries"."call_back_at" is not null;--> statement-breakpoint
CREATE INDEX "enquiries_search_trgm_idx" ON "enquiries" USING gin (lower(coalesce("first_name", '') || ' ' || coalesce("last_name", '') || ' ' || "mobile" || ' ' || coalesce("email", '') || ' ' || "reference") gin_trgm_ops);