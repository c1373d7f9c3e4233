CREATE TABLE "scorm_attempts" (
	"oid" text NOT NULL,
	"eid" text NOT NULL,
	"bcid" text NOT NULL,
	"objid" text NOT NULL,
	"version" text NOT NULL,
	"cmi" jsonb NOT NULL,
	"completion_status" text NOT NULL,
	"success_status" text NOT NULL,
	"score_scaled" double precision,
	"total_seconds" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "scorm_attempts_oid_eid_bcid_objid_pk" PRIMARY KEY("oid","eid","bcid","objid")
);
--> statement-breakpoint
CREATE TABLE "scorm_packages" (
	"oid" text NOT NULL,
	"path" text NOT NULL,
	"version" text NOT NULL,
	"title" text NOT NULL,
	"scos" jsonb NOT NULL,
	CONSTRAINT "scorm_packages_oid_path_pk" PRIMARY KEY("oid","path")
);
--> statement-breakpoint
ALTER TABLE "scorm_attempts" ADD CONSTRAINT "scorm_attempts_oid_organisations_oid_fk" FOREIGN KEY ("oid") REFERENCES "public"."organisations"("oid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scorm_attempts" ADD CONSTRAINT "scorm_attempts_oid_bcid_batch_courses_oid_bcid_fk" FOREIGN KEY ("oid","bcid") REFERENCES "public"."batch_courses"("oid","bcid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scorm_packages" ADD CONSTRAINT "scorm_packages_oid_organisations_oid_fk" FOREIGN KEY ("oid") REFERENCES "public"."organisations"("oid") ON DELETE cascade ON UPDATE no action;