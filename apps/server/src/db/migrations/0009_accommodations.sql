CREATE TABLE "assessment_accommodations" (
	"oid" text NOT NULL,
	"assessid" text NOT NULL,
	"eid" text NOT NULL,
	"extra_minutes" integer DEFAULT 0 NOT NULL,
	"window_start" timestamp with time zone,
	"window_end" timestamp with time zone,
	"reason" text NOT NULL,
	"granted_by" text NOT NULL,
	"granted_at" timestamp with time zone NOT NULL,
	CONSTRAINT "assessment_accommodations_oid_assessid_eid_pk" PRIMARY KEY("oid","assessid","eid"),
	CONSTRAINT "assessment_accommodations_extra_check" CHECK ("assessment_accommodations"."extra_minutes" between 0 and 600),
	CONSTRAINT "assessment_accommodations_window_check" CHECK (("assessment_accommodations"."window_start" is null) = ("assessment_accommodations"."window_end" is null) and ("assessment_accommodations"."window_start" is null or "assessment_accommodations"."window_start" < "assessment_accommodations"."window_end")),
	CONSTRAINT "assessment_accommodations_grants_check" CHECK ("assessment_accommodations"."extra_minutes" > 0 or "assessment_accommodations"."window_start" is not null)
);
--> statement-breakpoint
ALTER TABLE "assessment_accommodations" ADD CONSTRAINT "assessment_accommodations_oid_assessid_assessments_oid_assessid_fk" FOREIGN KEY ("oid","assessid") REFERENCES "public"."assessments"("oid","assessid") ON DELETE cascade ON UPDATE no action;