-- Services' drafts now carry their address (slug). Revisions saved before did not, because the
-- slug could not change then: each such revision had the service's slug, and is given it here.
-- Revisions are append-only (0011); this one correction of their form is made with the guard off.
ALTER TABLE "content_revisions" DISABLE TRIGGER content_revisions_keep_history;--> statement-breakpoint
UPDATE "content_revisions" AS r SET "data" = r."data" || jsonb_build_object('slug', s."slug") FROM "services" AS s WHERE r."kind" = 'services' AND r."item_key" = s."id"::text AND NOT (r."data" ? 'slug');--> statement-breakpoint
ALTER TABLE "content_revisions" ENABLE TRIGGER content_revisions_keep_history;
