CREATE TABLE "site_texts" (
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_texts_kind_key_pk" PRIMARY KEY("kind","key"),
	CONSTRAINT "site_texts_kind_check" CHECK ("site_texts"."kind" in ('home', 'texts'))
);
--> statement-breakpoint
ALTER TABLE "achievements" ADD COLUMN "fact" text;