CREATE TABLE "content_schedules" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"item_key" text NOT NULL,
	"revision" integer NOT NULL,
	"publish_at" timestamp with time zone NOT NULL,
	"published_at" timestamp with time zone,
	"replaced_revision" integer,
	"unpublish_at" timestamp with time zone,
	"unpublished_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"outcome" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "content_schedules" ADD CONSTRAINT "content_schedules_created_by_staff_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_schedules_item_idx" ON "content_schedules" USING btree ("kind","item_key");--> statement-breakpoint
CREATE INDEX "content_schedules_due_publish_idx" ON "content_schedules" USING btree ("publish_at") WHERE published_at is null and cancelled_at is null;--> statement-breakpoint
CREATE INDEX "content_schedules_due_unpublish_idx" ON "content_schedules" USING btree ("unpublish_at") WHERE unpublish_at is not null and unpublished_at is null and cancelled_at is null;--> statement-breakpoint
ALTER TABLE "content_schedules" ADD CONSTRAINT "content_schedules_unpublish_after_publish" CHECK ("unpublish_at" IS NULL OR "unpublish_at" > "publish_at");
