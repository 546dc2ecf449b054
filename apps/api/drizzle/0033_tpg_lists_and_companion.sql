ALTER TABLE "appointments" ADD COLUMN "companion_name" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "companion_relationship" text;--> statement-breakpoint
ALTER TABLE "medicines" ADD COLUMN "tpg_list" text DEFAULT 'A' NOT NULL;--> statement-breakpoint
ALTER TABLE "medicines" ADD CONSTRAINT "medicines_tpg_list_ck" CHECK ("medicines"."tpg_list" in ('O','A','B','prohibited'));--> statement-breakpoint
-- The seeding rule of docs/decisions/0067 (contract's tpgListFor): Schedule X or an NDPS salt → prohibited,
-- OTC → O, H and H1 → A (the default above). List B is only ever set by the operator.
UPDATE "medicines" SET "tpg_list" = 'O' WHERE "schedule" = 'OTC';--> statement-breakpoint
UPDATE "medicines" SET "tpg_list" = 'prohibited' WHERE "schedule" = 'X' OR lower("salts") ~ '\m(alprazolam|buprenorphine|butorphanol|chlordiazepoxide|clobazam|clonazepam|codeine|dextropropoxyphene|diazepam|fentanyl|ketamine|lorazepam|methadone|methylphenidate|midazolam|morphine|nitrazepam|oxycodone|pentazocine|pethidine|phenobarbitone|tapentadol|tramadol|zolpidem)\M';
