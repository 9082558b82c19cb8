ALTER TABLE "branches" ADD COLUMN "slug" text;--> statement-breakpoint
-- Branches of an existing database get a slug from their name (and their id if two would clash).
UPDATE "branches" b SET "slug" = trim(both '-' from lower(regexp_replace(b."location_name", '[^A-Za-z0-9]+', '-', 'g')))
  || CASE WHEN EXISTS (
    SELECT 1 FROM "branches" o WHERE o."city" = b."city" AND o."id" < b."id"
      AND lower(regexp_replace(o."location_name", '[^A-Za-z0-9]+', '-', 'g')) = lower(regexp_replace(b."location_name", '[^A-Za-z0-9]+', '-', 'g'))
  ) THEN '-' || b."id" ELSE '' END;--> statement-breakpoint
ALTER TABLE "branches" ALTER COLUMN "slug" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "opening_hours" jsonb DEFAULT '["Mo-Sa 09:30-18:30"]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "service_slugs" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "branches_state_idx" ON "branches" USING btree ("state");--> statement-breakpoint
CREATE INDEX "branches_pin_code_idx" ON "branches" USING btree ("pin_code" text_pattern_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "branches_city_slug_idx" ON "branches" USING btree ("city","slug");