-- Branches' drafts now carry their city, state, address (slug), services and position. Revisions
-- saved before did not, because these could not change then: each such revision had the branch's
-- own, and is given them here. Revisions are append-only (0011); this correction of their form is
-- made with the guard off, as 0017 did for services.
ALTER TABLE "content_revisions" DISABLE TRIGGER content_revisions_keep_history;--> statement-breakpoint
UPDATE "content_revisions" AS r SET "data" = jsonb_build_object('city', b."city", 'state', b."state", 'slug', b."slug", 'services', b."service_slugs", 'latitude', b."latitude", 'longitude', b."longitude") || r."data" FROM "branches" AS b WHERE r."kind" = 'branches' AND r."item_key" = b."id"::text AND NOT (r."data" ? 'slug');--> statement-breakpoint
ALTER TABLE "content_revisions" ENABLE TRIGGER content_revisions_keep_history;
