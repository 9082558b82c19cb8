ALTER TABLE "branches" ADD COLUMN "slug" text;--> statement-breakpoint
-- Branches of an existing database get the slug the seed would give them: the name without its
-- city ("Ahmedabad Narol Hub" in AHMEDABAD: narol-hub; "Jabalpur Branch": jabalpur-branch), and
-- the id after it when another branch of the city already has that slug.
WITH named AS (
  SELECT "id", "city", coalesce(nullif(trim(both '-' from lower(regexp_replace(
    CASE
      WHEN lower("location_name") LIKE lower("city") || ' %' AND lower(substr("location_name", length("city") + 2)) <> 'branch'
        THEN substr("location_name", length("city") + 2)
      ELSE "location_name"
    END,
    '[^A-Za-z0-9]+', '-', 'g'))), ''), 'branch') AS base
  FROM "branches"
), numbered AS (
  SELECT "id", base, row_number() OVER (PARTITION BY "city", base ORDER BY "id") AS n FROM named
)
UPDATE "branches" b SET "slug" = CASE WHEN numbered.n = 1 THEN numbered.base ELSE numbered.base || '-' || b."id" END
FROM numbered WHERE numbered."id" = b."id";--> statement-breakpoint
ALTER TABLE "branches" ALTER COLUMN "slug" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "opening_hours" jsonb DEFAULT '["Mo-Sa 09:30-18:30"]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "service_slugs" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "branches_state_idx" ON "branches" USING btree ("state");--> statement-breakpoint
CREATE INDEX "branches_pin_code_idx" ON "branches" USING btree ("pin_code" text_pattern_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "branches_city_slug_idx" ON "branches" USING btree ("city","slug");