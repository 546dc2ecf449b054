CREATE SEQUENCE "public"."departments_operator_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1000 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."department_schedules_operator_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 100000000 CACHE 1;--> statement-breakpoint
CREATE TABLE "department_closures" (
	"id" serial PRIMARY KEY NOT NULL,
	"department_id" integer NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"reason" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "department_closures_range_ck" CHECK ("department_closures"."to_date" >= "department_closures"."from_date")
);
--> statement-breakpoint
DROP INDEX "department_schedules_slot_uq";--> statement-breakpoint
ALTER TABLE "department_closures" ADD CONSTRAINT "department_closures_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "department_closures" ADD CONSTRAINT "department_closures_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "department_closures_department_idx" ON "department_closures" USING btree ("department_id","from_date");--> statement-breakpoint
CREATE UNIQUE INDEX "department_schedules_slot_uq" ON "department_schedules" USING btree ("department_id","weekday","start_minute") WHERE "department_schedules"."active";