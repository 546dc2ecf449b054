CREATE TYPE "public"."enquiry_status" AS ENUM('new', 'contacted', 'closed');--> statement-breakpoint
CREATE TABLE "enquiries" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"enquiry_type" text NOT NULL,
	"form" text NOT NULL,
	"status" "enquiry_status" DEFAULT 'new' NOT NULL,
	"first_name" text,
	"last_name" text,
	"mobile" text NOT NULL,
	"email" text,
	"problems" text,
	"city_id" integer,
	"package_id" integer,
	"hospital_id" integer,
	"hospital_name" text,
	"passport_no" text,
	"age" integer,
	"gender" text,
	"nationality" text,
	"messages" text,
	"service_id" integer,
	"page" text,
	"user_id" integer,
	"ip" text,
	"fingerprint" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "enquiries_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "enquiries_fingerprint_idx" ON "enquiries" USING btree ("fingerprint","created_at");--> statement-breakpoint
CREATE INDEX "enquiries_created_idx" ON "enquiries" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "enquiries_type_status_idx" ON "enquiries" USING btree ("enquiry_type","status");