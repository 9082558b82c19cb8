CREATE TABLE "data_request_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "data_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"right" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"email" text NOT NULL,
	"mobile" text DEFAULT '' NOT NULL,
	"details" text DEFAULT '' NOT NULL,
	"nominee_name" text,
	"nominee_contact" text,
	"consent_version" text NOT NULL,
	"consented_at" timestamp with time zone NOT NULL,
	"locale" text DEFAULT 'en' NOT NULL,
	"channel" text DEFAULT 'web' NOT NULL,
	"pending_hash" text,
	"code_failures" smallint DEFAULT 0 NOT NULL,
	"status_code_hash" text,
	"status_failures" smallint DEFAULT 0 NOT NULL,
	"status_locked_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"verified_at" timestamp with time zone,
	"due_at" timestamp with time zone,
	CONSTRAINT "data_requests_reference_unique" UNIQUE("reference"),
	CONSTRAINT "data_requests_pending_hash_unique" UNIQUE("pending_hash"),
	CONSTRAINT "data_requests_right_check" CHECK ("data_requests"."right" in ('access', 'correction', 'erasure', 'withdrawal', 'nomination', 'grievance')),
	CONSTRAINT "data_requests_channel_check" CHECK ("data_requests"."channel" in ('web', 'staff'))
);
--> statement-breakpoint
ALTER TABLE "data_request_codes" ADD CONSTRAINT "data_request_codes_request_id_data_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."data_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "data_request_codes_request_idx" ON "data_request_codes" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "data_requests_email_idx" ON "data_requests" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "data_requests_due_idx" ON "data_requests" USING btree ("due_at") WHERE "data_requests"."verified_at" is not null;--> statement-breakpoint
-- Data requests proved by their code join the inbox (kind `data_request`), and every row gets a
-- due date, last (schema.ts: `inbox.due_at`; null for the other kinds): the view of 0028 with both.
CREATE OR REPLACE VIEW "inbox" AS
  SELECT CASE WHEN "type" = 1 THEN 'vendor' ELSE 'partner' END AS "kind", "id" AS "submission_id", "created_at" AS "received_at",
         "name", "email", "mobile" AS "phone",
         coalesce("business_type", "vendor_type", '') || ': ' || CASE WHEN length("message") > 200 THEN left("message", 199) || '…' ELSE "message" END AS "summary",
         'new' AS "initial_status",
         concat_ws(' ', "business_type", "vendor_type", "message") AS "search_text",
         "locale",
         NULL::timestamp with time zone AS "due_at"
    FROM "partner_enquiries"
  UNION ALL
  SELECT 'contact', "id", "created_at", "name", "email", "phone",
         "subject" || ': ' || CASE WHEN length("message") > 200 THEN left("message", 199) || '…' ELSE "message" END,
         'new',
         concat_ws(' ', "subject", "message"),
         "locale",
         NULL
    FROM "contact_messages"
  UNION ALL
  SELECT 'newsletter', "id", "created_at", '', "email", '', 'Newsletter sign-up', 'new', '', "locale", NULL
    FROM "newsletter_subscriptions"
  UNION ALL
  SELECT 'quote', "id", "created_at", "name", "email", "phone",
         "freight_type" || ', ' || "departure_city" || ' to ' || "delivery_city" || ', ' || "weight_kg" || ' kg' || CASE WHEN "service" <> '' THEN ' (' || "service" || ')' ELSE '' END,
         'new',
         concat_ws(' ', "freight_type", "departure_city", "delivery_city", "incoterms", "service", "message"),
         "locale",
         NULL
    FROM "quote_requests"
  UNION ALL
  SELECT 'comment', "id", "created_at", "name", "email", '',
         CASE WHEN length("comment") > 200 THEN left("comment", 199) || '…' ELSE "comment" END,
         CASE WHEN "status" = 'pending' THEN 'new' ELSE 'closed' END,
         "comment",
         "locale",
         NULL
    FROM "blog_comments"
  UNION ALL
  SELECT 'data_request', "id", "created_at", "name", "email", "mobile",
         "reference" || ' · ' || CASE "right"
           WHEN 'access' THEN 'A copy of their data'
           WHEN 'correction' THEN 'A correction'
           WHEN 'erasure' THEN 'Erasure'
           WHEN 'withdrawal' THEN 'Withdrawal of consent'
           WHEN 'nomination' THEN 'Naming a nominee'
           ELSE 'A grievance' END
           || CASE WHEN "details" <> '' THEN ': ' || CASE WHEN length("details") > 200 THEN left("details", 199) || '…' ELSE "details" END ELSE '' END,
         'new',
         concat_ws(' ', "reference", "details", "nominee_name", "nominee_contact"),
         "locale",
         "due_at"
    FROM "data_requests"
   WHERE "verified_at" IS NOT NULL;
