CREATE TABLE "content_items" (
	"kind" text NOT NULL,
	"item_key" text NOT NULL,
	"latest_revision" integer NOT NULL,
	"live_revision" integer,
	"published_at" timestamp with time zone,
	"published_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_items_kind_item_key_pk" PRIMARY KEY("kind","item_key")
);
--> statement-breakpoint
CREATE TABLE "content_revisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"item_key" text NOT NULL,
	"number" integer NOT NULL,
	"data" jsonb NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"author_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "content_items" ADD CONSTRAINT "content_items_published_by_staff_users_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_revisions" ADD CONSTRAINT "content_revisions_author_id_staff_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "content_revisions_item_number_idx" ON "content_revisions" USING btree ("kind","item_key","number");--> statement-breakpoint
-- History is never rewritten: a revision is not deleted, and only its author link may change (to
-- null, when an account is removed). Restoring makes a new revision.
CREATE FUNCTION content_revisions_keep_history() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' OR NEW.kind IS DISTINCT FROM OLD.kind OR NEW.item_key IS DISTINCT FROM OLD.item_key
     OR NEW.number IS DISTINCT FROM OLD.number OR NEW.data IS DISTINCT FROM OLD.data OR NEW.note IS DISTINCT FROM OLD.note
     OR NEW.created_at IS DISTINCT FROM OLD.created_at THEN
    RAISE EXCEPTION 'content_revisions keeps its history';
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER content_revisions_keep_history BEFORE UPDATE OR DELETE ON "content_revisions" FOR EACH ROW EXECUTE FUNCTION content_revisions_keep_history();
