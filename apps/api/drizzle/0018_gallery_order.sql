ALTER TABLE "gallery_items" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The gallery keeps its order so far (by number) until staff set another.
UPDATE "gallery_items" SET "position" = "id";
