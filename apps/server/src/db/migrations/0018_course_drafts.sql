CREATE TABLE "course_drafts" (
	"oid" text NOT NULL,
	"tid" text NOT NULL,
	"pid" text NOT NULL,
	"draft" jsonb NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"updated_by" uuid NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"published_at" timestamp with time zone,
	CONSTRAINT "course_drafts_oid_tid_pk" PRIMARY KEY("oid","tid")
);
--> statement-breakpoint
ALTER TABLE "course_drafts" ADD CONSTRAINT "course_drafts_oid_organisations_oid_fk" FOREIGN KEY ("oid") REFERENCES "public"."organisations"("oid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_drafts" ADD CONSTRAINT "course_drafts_oid_pid_programs_oid_pid_fk" FOREIGN KEY ("oid","pid") REFERENCES "public"."programs"("oid","pid") ON DELETE cascade ON UPDATE no action;