CREATE TABLE "assessment_answers" (
	"oid" text NOT NULL,
	"assessid" text NOT NULL,
	"eid" text NOT NULL,
	"iid" text NOT NULL,
	"answer" jsonb NOT NULL,
	"device" text NOT NULL,
	"seq" integer NOT NULL,
	"saved_at" timestamp with time zone NOT NULL,
	CONSTRAINT "assessment_answers_oid_assessid_eid_iid_pk" PRIMARY KEY("oid","assessid","eid","iid")
);
--> statement-breakpoint
CREATE TABLE "assessment_attempts" (
	"oid" text NOT NULL,
	"assessid" text NOT NULL,
	"eid" text NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"last_saved_at" timestamp with time zone,
	"submitted_at" timestamp with time zone,
	"score" double precision,
	"submit_device" text,
	"submit_seq" integer,
	CONSTRAINT "assessment_attempts_oid_assessid_eid_pk" PRIMARY KEY("oid","assessid","eid")
);
--> statement-breakpoint
ALTER TABLE "assessment_answers" ADD CONSTRAINT "assessment_answers_oid_assessid_eid_assessment_attempts_oid_assessid_eid_fk" FOREIGN KEY ("oid","assessid","eid") REFERENCES "public"."assessment_attempts"("oid","assessid","eid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_attempts" ADD CONSTRAINT "assessment_attempts_oid_assessid_assessments_oid_assessid_fk" FOREIGN KEY ("oid","assessid") REFERENCES "public"."assessments"("oid","assessid") ON DELETE cascade ON UPDATE no action;