CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"channel" text NOT NULL,
	"kind" text NOT NULL,
	"mobile" text NOT NULL,
	"patient_id" integer,
	"language" text NOT NULL,
	"vars" jsonb NOT NULL,
	"text" text NOT NULL,
	"status" text NOT NULL,
	"provider" text,
	"provider_ref" text,
	"error" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"not_before" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	"reported_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "short_links" (
	"code" text PRIMARY KEY NOT NULL,
	"target_path" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sms_outbox" ADD COLUMN "channel" text DEFAULT 'sms' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_key_channel_idx" ON "notifications" USING btree ("key","channel");--> statement-breakpoint
CREATE INDEX "notifications_mobile_idx" ON "notifications" USING btree ("mobile","created_at");--> statement-breakpoint
CREATE INDEX "notifications_provider_ref_idx" ON "notifications" USING btree ("provider_ref");