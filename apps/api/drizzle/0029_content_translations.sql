-- Content in more than one language (issue 29, decision 044). Each edited item gets a state, a
-- revision chain, schedules and preview links per language; rows there before are English.
ALTER TABLE "content_items" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "content_revisions" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "content_schedules" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "preview_links" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "content_items" DROP CONSTRAINT "content_items_kind_item_key_pk";--> statement-breakpoint
ALTER TABLE "content_items" ADD CONSTRAINT "content_items_kind_item_key_locale_pk" PRIMARY KEY("kind","item_key","locale");--> statement-breakpoint
DROP INDEX "content_revisions_item_number_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "content_revisions_item_locale_number_idx" ON "content_revisions" USING btree ("kind","item_key","locale","number");--> statement-breakpoint
-- The live translations: the words of one item in one language, laid over its English row.
CREATE TABLE "content_translations" (
	"kind" text NOT NULL,
	"item_key" text NOT NULL,
	"locale" text NOT NULL,
	"data" jsonb NOT NULL,
	"source" jsonb NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple', coalesce(data->>'title', data->>'heading', data->>'location_name', '')), 'A') || setweight(to_tsvector('simple', coalesce(search_text, '')), 'B')) STORED,
	CONSTRAINT "content_translations_kind_item_key_locale_pk" PRIMARY KEY("kind","item_key","locale")
);
--> statement-breakpoint
CREATE INDEX "content_translations_search_idx" ON "content_translations" USING gin ("search_vector");
