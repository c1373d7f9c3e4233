CREATE TABLE "assessment_markings" (
	"oid" text NOT NULL,
	"assessid" text NOT NULL,
	"eid" text NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"released_version" integer,
	"released_score" double precision,
	"released_at" timestamp with time zone,
	"released_by" text,
	CONSTRAINT "assessment_markings_oid_assessid_eid_pk" PRIMARY KEY("oid","assessid","eid")
);
--> statement-breakpoint
CREATE TABLE "assessment_marks" (
	"oid" text NOT NULL,
	"assessid" text NOT NULL,
	"eid" text NOT NULL,
	"iid" text NOT NULL,
	"mark" double precision NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"marked_by" text NOT NULL,
	"marked_at" timestamp with time zone NOT NULL,
	"released_mark" double precision,
	"released_comment" text,
	CONSTRAINT "assessment_marks_oid_assessid_eid_iid_pk" PRIMARY KEY("oid","assessid","eid","iid")
);
--> statement-breakpoint
ALTER TABLE "assessment_markings" ADD CONSTRAINT "assessment_markings_oid_assessid_eid_assessment_attempts_oid_assessid_eid_fk" FOREIGN KEY ("oid","assessid","eid") REFERENCES "public"."assessment_attempts"("oid","assessid","eid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_marks" ADD CONSTRAINT "assessment_marks_oid_assessid_eid_assessment_markings_oid_assessid_eid_fk" FOREIGN KEY ("oid","assessid","eid") REFERENCES "public"."assessment_markings"("oid","assessid","eid") ON DELETE cascade ON UPDATE no action;