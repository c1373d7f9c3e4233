CREATE TABLE "application_sections" (
	"oid" text NOT NULL,
	"applicationid" text NOT NULL,
	"section" text NOT NULL,
	"data" jsonb NOT NULL,
	"saved_at" timestamp with time zone NOT NULL,
	CONSTRAINT "application_sections_oid_applicationid_section_pk" PRIMARY KEY("oid","applicationid","section")
);
--> statement-breakpoint
ALTER TABLE "application_sections" ADD CONSTRAINT "application_sections_oid_applicationid_applications_oid_applicationid_fk" FOREIGN KEY ("oid","applicationid") REFERENCES "public"."applications"("oid","applicationid") ON DELETE cascade ON UPDATE no action;