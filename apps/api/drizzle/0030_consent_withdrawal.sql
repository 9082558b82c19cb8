CREATE TABLE "consent_links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"submission_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "erasures" DROP CONSTRAINT "erasures_reason_check";--> statement-breakpoint
CREATE INDEX "consent_links_submission_idx" ON "consent_links" USING btree ("kind","submission_id");--> statement-breakpoint
ALTER TABLE "erasures" ADD CONSTRAINT "erasures_reason_check" CHECK ("erasures"."reason" in ('request', 'retention', 'withdrawal'));