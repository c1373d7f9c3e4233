CREATE TABLE "open_objects" (
	"oid" text NOT NULL,
	"eid" text NOT NULL,
	"bcid" text NOT NULL,
	"objid" text NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	CONSTRAINT "open_objects_oid_eid_pk" PRIMARY KEY("oid","eid")
);
--> statement-breakpoint
CREATE TABLE "scorm_sessions" (
	"oid" text NOT NULL,
	"eid" text NOT NULL,
	"bcid" text NOT NULL,
	"objid" text NOT NULL,
	"scoid" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	CONSTRAINT "scorm_sessions_oid_eid_pk" PRIMARY KEY("oid","eid")
);
--> statement-breakpoint
ALTER TABLE "open_objects" ADD CONSTRAINT "open_objects_oid_organisations_oid_fk" FOREIGN KEY ("oid") REFERENCES "public"."organisations"("oid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "open_objects" ADD CONSTRAINT "open_objects_oid_bcid_batch_courses_oid_bcid_fk" FOREIGN KEY ("oid","bcid") REFERENCES "public"."batch_courses"("oid","bcid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scorm_sessions" ADD CONSTRAINT "scorm_sessions_oid_organisations_oid_fk" FOREIGN KEY ("oid") REFERENCES "public"."organisations"("oid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scorm_sessions" ADD CONSTRAINT "scorm_sessions_oid_bcid_batch_courses_oid_bcid_fk" FOREIGN KEY ("oid","bcid") REFERENCES "public"."batch_courses"("oid","bcid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "object_progress" DROP COLUMN "opened_at";