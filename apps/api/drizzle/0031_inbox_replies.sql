CREATE TABLE "inbox_replies" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"submission_id" integer NOT NULL,
	"author_id" integer NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "inbox_replies" ADD CONSTRAINT "inbox_replies_author_id_staff_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inbox_replies_submission_idx" ON "inbox_replies" USING btree ("kind","submission_id");