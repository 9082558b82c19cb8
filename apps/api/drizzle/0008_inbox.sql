CREATE TABLE "inbox_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"submission_id" integer NOT NULL,
	"author_id" integer NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inbox_states" (
	"kind" text NOT NULL,
	"submission_id" integer NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"assignee_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inbox_states_kind_submission_id_pk" PRIMARY KEY("kind","submission_id"),
	CONSTRAINT "inbox_states_status_check" CHECK ("inbox_states"."status" in ('new', 'in_progress', 'closed', 'spam'))
);
--> statement-breakpoint
ALTER TABLE "inbox_notes" ADD CONSTRAINT "inbox_notes_author_id_staff_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_states" ADD CONSTRAINT "inbox_states_assignee_id_staff_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inbox_notes_submission_idx" ON "inbox_notes" USING btree ("kind","submission_id");--> statement-breakpoint
CREATE INDEX "inbox_states_status_idx" ON "inbox_states" USING btree ("status");--> statement-breakpoint
-- Every submission of every kind as one list, for the staff inbox (schema.ts: `inbox`). A comment
-- already approved or rejected (the seed's, say) starts closed; everything else starts new.
CREATE VIEW "inbox" AS
  SELECT CASE WHEN "type" = 1 THEN 'vendor' ELSE 'partner' END AS "kind", "id" AS "submission_id", "created_at" AS "received_at",
         "name", "email", "mobile" AS "phone", coalesce("business_type", "vendor_type", '') || ': ' || left("message", 200) AS "summary",
         'new' AS "initial_status"
    FROM "partner_enquiries"
  UNION ALL
  SELECT 'contact', "id", "created_at", "name", "email", "phone", "subject" || ': ' || left("message", 200), 'new'
    FROM "contact_messages"
  UNION ALL
  SELECT 'newsletter', "id", "created_at", '', "email", '', 'Newsletter sign-up', 'new'
    FROM "newsletter_subscriptions"
  UNION ALL
  SELECT 'quote', "id", "created_at", "name", "email", "phone",
         "freight_type" || ', ' || "departure_city" || ' to ' || "delivery_city" || ', ' || "weight_kg" || ' kg' || CASE WHEN "service" <> '' THEN ' (' || "service" || ')' ELSE '' END,
         'new'
    FROM "quote_requests"
  UNION ALL
  SELECT 'comment', "id", "created_at", "name", "email", '', left("comment", 200), CASE WHEN "status" = 'pending' THEN 'new' ELSE 'closed' END
    FROM "blog_comments";
