CREATE TABLE "complaints" (
	"cid" uuid PRIMARY KEY NOT NULL,
	"oid" text NOT NULL,
	"eid" text NOT NULL,
	"bpid" text NOT NULL,
	"description" text NOT NULL,
	"stored_name" text,
	"file_key" text,
	"content_type" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profile_files" (
	"oid" text NOT NULL,
	"eid" text NOT NULL,
	"kind" text NOT NULL,
	"stored_name" text NOT NULL,
	"file_key" text NOT NULL,
	"content_type" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "profile_files_oid_eid_kind_stored_name_pk" PRIMARY KEY("oid","eid","kind","stored_name")
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"oid" text NOT NULL,
	"eid" text NOT NULL,
	"uname" text NOT NULL,
	"lastname" text NOT NULL,
	"cno" text NOT NULL,
	"country_code" text NOT NULL,
	"address" text NOT NULL,
	"dob" text NOT NULL,
	"passport_no" text NOT NULL,
	"other_gov_id" text NOT NULL,
	"highest_degree" text NOT NULL,
	"work_experience" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "profiles_oid_eid_pk" PRIMARY KEY("oid","eid")
);
--> statement-breakpoint
CREATE TABLE "upload_slots" (
	"id" uuid PRIMARY KEY NOT NULL,
	"oid" text NOT NULL,
	"eid" text,
	"type" text NOT NULL,
	"stored_name" text NOT NULL,
	"file_key" text NOT NULL,
	"size" integer NOT NULL,
	"content_type" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"claimed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "visitor_queries" (
	"id" uuid PRIMARY KEY NOT NULL,
	"oid" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"description" text NOT NULL,
	"stored_name" text,
	"file_key" text,
	"content_type" text,
	"ip" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_oid_organisations_oid_fk" FOREIGN KEY ("oid") REFERENCES "public"."organisations"("oid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_files" ADD CONSTRAINT "profile_files_oid_organisations_oid_fk" FOREIGN KEY ("oid") REFERENCES "public"."organisations"("oid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_oid_organisations_oid_fk" FOREIGN KEY ("oid") REFERENCES "public"."organisations"("oid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upload_slots" ADD CONSTRAINT "upload_slots_oid_organisations_oid_fk" FOREIGN KEY ("oid") REFERENCES "public"."organisations"("oid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visitor_queries" ADD CONSTRAINT "visitor_queries_oid_organisations_oid_fk" FOREIGN KEY ("oid") REFERENCES "public"."organisations"("oid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "complaints_oid_eid_index" ON "complaints" USING btree ("oid","eid");--> statement-breakpoint
CREATE INDEX "upload_slots_oid_eid_stored_name_index" ON "upload_slots" USING btree ("oid","eid","stored_name");--> statement-breakpoint
CREATE INDEX "visitor_queries_oid_created_at_index" ON "visitor_queries" USING btree ("oid","created_at");