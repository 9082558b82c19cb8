ALTER TABLE "blog_comments" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "partner_enquiries" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
-- The inbox shows the language a submission was sent in, and filters by it (schema.ts:
-- `inbox.locale`): the view of migration 0021 with that column added last.
CREATE OR REPLACE VIEW "inbox" AS
  SELECT CASE WHEN "type" = 1 THEN 'vendor' ELSE 'partner' END AS "kind", "id" AS "submission_id", "created_at" AS "received_at",
         "name", "email", "mobile" AS "phone",
         coalesce("business_type", "vendor_type", '') || ': ' || CASE WHEN length("message") > 200 THEN left("message", 199) || '…' ELSE "message" END AS "summary",
         'new' AS "initial_status",
         concat_ws(' ', "business_type", "vendor_type", "message") AS "search_text",
         "locale"
    FROM "partner_enquiries"
  UNION ALL
  SELECT 'contact', "id", "created_at", "name", "email", "phone",
         "subject" || ': ' || CASE WHEN length("message") > 200 THEN left("message", 199) || '…' ELSE "message" END,
         'new',
         concat_ws(' ', "subject", "message"),
         "locale"
    FROM "contact_messages"
  UNION ALL
  SELECT 'newsletter', "id", "created_at", '', "email", '', 'Newsletter sign-up', 'new', '', "locale"
    FROM "newsletter_subscriptions"
  UNION ALL
  SELECT 'quote', "id", "created_at", "name", "email", "phone",
         "freight_type" || ', ' || "departure_city" || ' to ' || "delivery_city" || ', ' || "weight_kg" || ' kg' || CASE WHEN "service" <> '' THEN ' (' || "service" || ')' ELSE '' END,
         'new',
         concat_ws(' ', "freight_type", "departure_city", "delivery_city", "incoterms", "service", "message"),
         "locale"
    FROM "quote_requests"
  UNION ALL
  SELECT 'comment', "id", "created_at", "name", "email", '',
         CASE WHEN length("comment") > 200 THEN left("comment", 199) || '…' ELSE "comment" END,
         CASE WHEN "status" = 'pending' THEN 'new' ELSE 'closed' END,
         "comment",
         "locale"
    FROM "blog_comments";
