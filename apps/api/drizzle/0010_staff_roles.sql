CREATE TYPE "public"."staff_role" AS ENUM('doctor', 'coordinator', 'pharmacist');--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"role" "staff_role" NOT NULL,
	"action" text NOT NULL,
	"subject_type" text NOT NULL,
	"subject" text NOT NULL,
	"detail" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "e_prescriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"appointment_id" integer NOT NULL,
	"kind" text NOT NULL,
	"doctor_id" integer,
	"form" jsonb NOT NULL,
	"document_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "e_prescriptions_kind_ck" CHECK ("e_prescriptions"."kind" in ('consultation','follow_up'))
);
--> statement-breakpoint
CREATE TABLE "staff_roles" (
	"user_id" integer NOT NULL,
	"role" "staff_role" NOT NULL,
	"department_id" integer,
	"registration_no" text,
	"qualifications" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_roles_user_id_role_pk" PRIMARY KEY("user_id","role"),
	CONSTRAINT "staff_roles_doctor_ck" CHECK ("staff_roles"."role" <> 'doctor' or ("staff_roles"."department_id" is not null and "staff_roles"."registration_no" is not null and "staff_roles"."qualifications" is not null))
);
--> statement-breakpoint
ALTER TABLE "appointments" DROP CONSTRAINT "appointments_state_ck";--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "e_prescriptions" ADD CONSTRAINT "e_prescriptions_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "e_prescriptions" ADD CONSTRAINT "e_prescriptions_doctor_id_users_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_roles" ADD CONSTRAINT "staff_roles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_roles" ADD CONSTRAINT "staff_roles_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "audit_log_subject_idx" ON "audit_log" USING btree ("subject_type","subject");--> statement-breakpoint
CREATE INDEX "e_prescriptions_appointment_idx" ON "e_prescriptions" USING btree ("appointment_id");--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_state_ck" CHECK ("appointments"."state" in ('pending_payment','payment_failed','expired','confirmed','cancelled','completed','followed_up','no_show'));