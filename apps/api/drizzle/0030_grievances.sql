CREATE SEQUENCE "public"."grievance_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "grievances" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"user_id" integer NOT NULL,
	"category" text NOT NULL,
	"appointment_no" text,
	"order_no" text,
	"description" text NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"filed_at" timestamp with time zone NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"answer" text,
	"answered_at" timestamp with time zone,
	"answered_by" integer,
	"closed_at" timestamp with time zone,
	"closed_by" integer,
	"escalated_at" timestamp with time zone,
	CONSTRAINT "grievances_state_check" CHECK ("grievances"."state" in ('open', 'answered', 'closed'))
);
--> statement-breakpoint
ALTER TABLE "grievances" ADD CONSTRAINT "grievances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "grievances_reference_unique" ON "grievances" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "grievances_user_idx" ON "grievances" USING btree ("user_id","filed_at");--> statement-breakpoint
CREATE INDEX "grievances_due_idx" ON "grievances" USING btree ("state","due_at");