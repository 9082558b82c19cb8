CREATE TABLE "erasures" (
	"kind" text NOT NULL,
	"submission_id" integer NOT NULL,
	"reason" text NOT NULL,
	"erased_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "erasures_kind_submission_id_pk" PRIMARY KEY("kind","submission_id"),
	CONSTRAINT "erasures_reason_check" CHECK ("erasures"."reason" in ('request', 'retention'))
);
