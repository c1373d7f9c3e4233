CREATE TABLE "anonymous_markings" (
	"oid" text NOT NULL,
	"assessid" text NOT NULL,
	"set_by" text NOT NULL,
	"set_at" timestamp with time zone NOT NULL,
	CONSTRAINT "anonymous_markings_oid_assessid_pk" PRIMARY KEY("oid","assessid")
);
--> statement-breakpoint
CREATE TABLE "marking_participants" (
	"oid" text NOT NULL,
	"assessid" text NOT NULL,
	"eid" text NOT NULL,
	"participant" integer NOT NULL,
	CONSTRAINT "marking_participants_oid_assessid_eid_pk" PRIMARY KEY("oid","assessid","eid"),
	CONSTRAINT "marking_participants_oid_assessid_participant_unique" UNIQUE("oid","assessid","participant")
);
--> statement-breakpoint
ALTER TABLE "anonymous_markings" ADD CONSTRAINT "anonymous_markings_oid_assessid_assessments_oid_assessid_fk" FOREIGN KEY ("oid","assessid") REFERENCES "public"."assessments"("oid","assessid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marking_participants" ADD CONSTRAINT "marking_participants_oid_assessid_eid_assessment_attempts_oid_assessid_eid_fk" FOREIGN KEY ("oid","assessid","eid") REFERENCES "public"."assessment_attempts"("oid","assessid","eid") ON DELETE cascade ON UPDATE no action;