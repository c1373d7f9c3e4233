CREATE TABLE "course_files" (
	"oid" text NOT NULL,
	"ourl" text NOT NULL,
	"otype" text NOT NULL,
	"name" text NOT NULL,
	"size" bigint NOT NULL,
	"uploaded_by" text NOT NULL,
	"uploaded_at" timestamp with time zone NOT NULL,
	"report" jsonb,
	"captions" text,
	CONSTRAINT "course_files_oid_ourl_pk" PRIMARY KEY("oid","ourl")
);
--> statement-breakpoint
ALTER TABLE "course_files" ADD CONSTRAINT "course_files_oid_organisations_oid_fk" FOREIGN KEY ("oid") REFERENCES "public"."organisations"("oid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "course_files_oid_uploaded_at_index" ON "course_files" USING btree ("oid","uploaded_at");