CREATE TABLE "data_request_status_failures" (
	"request_id" integer NOT NULL,
	"network" text NOT NULL,
	"failures" smallint DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	CONSTRAINT "data_request_status_failures_request_id_network_pk" PRIMARY KEY("request_id","network")
);
--> statement-breakpoint
ALTER TABLE "data_request_status_failures" ADD CONSTRAINT "data_request_status_failures_request_id_data_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."data_requests"("id") ON DELETE cascade ON UPDATE no action;