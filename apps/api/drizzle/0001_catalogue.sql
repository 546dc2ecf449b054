CREATE TABLE "package_masters" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"description" text NOT NULL,
	"hue" integer NOT NULL,
	"sort_order" integer NOT NULL,
	"is_popular" boolean DEFAULT false NOT NULL,
	"is_important" boolean DEFAULT false NOT NULL,
	CONSTRAINT "package_masters_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "package_services" (
	"id" integer PRIMARY KEY NOT NULL,
	"package_id" integer NOT NULL,
	"service_name" text NOT NULL,
	"service_img" text NOT NULL,
	"description" text NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "packages" (
	"id" integer PRIMARY KEY NOT NULL,
	"master_id" integer NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"short_description" text NOT NULL,
	"hospital_days" integer NOT NULL,
	"base_price_paise" integer NOT NULL,
	"is_popular" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "packages_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "vendor_packages" (
	"vendor_id" integer NOT NULL,
	"package_id" integer NOT NULL,
	"price_paise" integer NOT NULL,
	CONSTRAINT "vendor_packages_vendor_id_package_id_pk" PRIMARY KEY("vendor_id","package_id")
);
--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "shop_specialization" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "about_shop" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "shop_mobile" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "shop_email" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "shop_services" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "amenities" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "facilities" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "accreditation" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "beds" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "established_year" integer DEFAULT 2000 NOT NULL;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "hue" integer DEFAULT 200 NOT NULL;--> statement-breakpoint
ALTER TABLE "package_services" ADD CONSTRAINT "package_services_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packages" ADD CONSTRAINT "packages_master_id_package_masters_id_fk" FOREIGN KEY ("master_id") REFERENCES "public"."package_masters"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_packages" ADD CONSTRAINT "vendor_packages_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_packages" ADD CONSTRAINT "vendor_packages_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "package_services_package_id_idx" ON "package_services" USING btree ("package_id","sort_order");--> statement-breakpoint
CREATE INDEX "packages_master_id_idx" ON "packages" USING btree ("master_id");--> statement-breakpoint
CREATE INDEX "packages_name_trgm_idx" ON "packages" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_packages_package_vendor_idx" ON "vendor_packages" USING btree ("package_id","vendor_id");