-- The inbox's free-text search reads every word a person wrote (schema.ts: `inbox.searchText`),
-- not only the summary, which holds the first 200 characters of a message and none of a quote
-- request's; a summary cut short now ends in an ellipsis.
CREATE OR REPLACE VIEW "inbox" AS
  SELECT CASE WHEN "type" = 1 THEN 'vendor' ELSE 'partner' END AS "kind", "id" AS "submission_id", "created_at" AS "received_at",
         "name", "email", "mobile" AS "phone",
         coalesce("business_type", "vendor_type", '') || ': ' || CASE WHEN length("message") > 200 THEN left("message", 199) || '…' ELSE "message" END AS "summary",
         'new' AS "initial_status",
         concat_ws(' ', "business_type", "vendor_type", "message") AS "search_text"
    FROM "partner_enquiries"
  UNION ALL
  SELECT 'contact', "id", "created_at", "name", "email", "phone",
         "subject" || ': ' || CASE WHEN length("message") > 200 THEN left("message", 199) || '…' ELSE "message" END,
         'new',
         concat_ws(' ', "subject", "message")
    FROM "contact_messages"
  UNION ALL
  SELECT 'newsletter', "id", "created_at", '', "email", '', 'Newsletter sign-up', 'new', ''
    FROM "newsletter_subscriptions"
  UNION ALL
  SELECT 'quote', "id", "created_at", "name", "email", "phone",
         "freight_type" || ', ' || "departure_city" || ' to ' || "delivery_city" || ', ' || "weight_kg" || ' kg' || CASE WHEN "service" <> '' THEN ' (' || "service" || ')' ELSE '' END,
         'new',
         concat_ws(' ', "freight_type", "departure_city", "delivery_city", "incoterms", "service", "message")
    FROM "quote_requests"
  UNION ALL
  SELECT 'comment', "id", "created_at", "name", "email", '',
         CASE WHEN length("comment") > 200 THEN left("comment", 199) || '…' ELSE "comment" END,
         CASE WHEN "status" = 'pending' THEN 'new' ELSE 'closed' END,
         "comment"
    FROM "blog_comments";
