CREATE TABLE "course_instructors" (
	"oid" text NOT NULL,
	"bcid" text NOT NULL,
	"name" text NOT NULL,
	"designation" text NOT NULL,
	"org" text NOT NULL,
	"pic" text NOT NULL,
	"emailid" text,
	CONSTRAINT "course_instructors_oid_bcid_pk" PRIMARY KEY("oid","bcid")
);
--> statement-breakpoint
ALTER TABLE "course_instructors" ADD CONSTRAINT "course_instructors_oid_organisations_oid_fk" FOREIGN KEY ("oid") REFERENCES "public"."organisations"("oid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_instructors" ADD CONSTRAINT "course_instructors_oid_bcid_batch_courses_oid_bcid_fk" FOREIGN KEY ("oid","bcid") REFERENCES "public"."batch_courses"("oid","bcid") ON DELETE cascade ON UPDATE no action;