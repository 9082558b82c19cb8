CREATE TABLE "quote_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"freight_type" text NOT NULL,
	"departure_city" text NOT NULL,
	"delivery_city" text NOT NULL,
	"incoterms" text NOT NULL,
	"weight_kg" double precision NOT NULL,
	"height_cm" double precision NOT NULL,
	"width_cm" double precision NOT NULL,
	"length_cm" double precision NOT NULL,
	"fragile" boolean NOT NULL,
	"express_delivery" boolean NOT NULL,
	"insurance" boolean NOT NULL,
	"packaging" boolean NOT NULL,
	"service" text NOT NULL,
	"message" text NOT NULL,
	"consent_version" text NOT NULL,
	"consented_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quote_requests_measures_check" CHECK ("quote_requests"."weight_kg" > 0 and "quote_requests"."height_cm" > 0 and "quote_requests"."width_cm" > 0 and "quote_requests"."length_cm" > 0)
);
--> statement-breakpoint
CREATE INDEX "quote_requests_created_idx" ON "quote_requests" USING btree ("created_at");