ALTER TABLE "services" ADD COLUMN "icon" text DEFAULT 'road' NOT NULL;--> statement-breakpoint
-- The seeded services get their own pictures; a service added since keeps the road.
UPDATE "services" SET "icon" = CASE "slug"
  WHEN 'full-truckload' THEN 'full-truck'
  WHEN 'part-truckload' THEN 'part-truck'
  WHEN 'express-parcel' THEN 'parcel'
  WHEN 'warehousing' THEN 'warehouse'
  WHEN 'parking-solutions-2' THEN 'parking'
  WHEN 'rail-logistics' THEN 'rail'
  WHEN 'air-logistics' THEN 'air'
  WHEN 'distribution-and-fulfillment' THEN 'distribution'
  WHEN 'sort-centres' THEN 'sorting'
  ELSE "icon" END;
