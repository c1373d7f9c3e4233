CREATE TABLE "name_change_requests" (
	"id" uuid PRIMARY KEY NOT NULL,
	"oid" text NOT NULL,
	"user_id" uuid NOT NULL,
	"eid" text NOT NULL,
	"current_name" text NOT NULL,
	"given_name" text NOT NULL,
	"family_name" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
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
CREATE TABLE "stored_files" (
	"file_key" text PRIMARY KEY NOT NULL,
	"oid" text NOT NULL,
	"eid" text,
	"purpose" text NOT NULL,
	"size" bigint NOT NULL,
	"sha256" text NOT NULL,
	"content_type" text NOT NULL,
	"grant_id" uuid NOT NULL,
	"stored_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "upload_grants" (
	"id" uuid PRIMARY KEY NOT NULL,
	"oid" text NOT NULL,
	"eid" text,
	"purpose" text NOT NULL,
	"scope" text DEFAULT '' NOT NULL,
	"stored_name" text NOT NULL,
	"upload_key" text NOT NULL,
	"size" integer NOT NULL,
	"content_type" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone,
	"claimed_at" timestamp with time zone,
	"file_key" text,
	"cleared_at" timestamp with time zone
);
--> statement-breakpoint
-- Hand-written (issue 20, files; ADR 0062): upload_grants replaces upload_slots. Unclaimed account uploads are
-- carried over so a learner's pending upload can still be claimed (and is purged like any other);
-- their signed key stays where the bytes already are. Claimed slots need no row: their files are
-- referenced by profile_files / complaints / visitor_queries. Must run before upload_slots is dropped.
INSERT INTO "upload_grants" ("id", "oid", "eid", "purpose", "scope", "stored_name", "upload_key", "size", "content_type", "created_at", "expires_at")
SELECT "id", "oid", "eid", "type", '', "stored_name", "file_key", "size", "content_type", "created_at", "expires_at"
FROM "upload_slots" WHERE "claimed_at" IS NULL
ON CONFLICT DO NOTHING;--> statement-breakpoint
DROP TABLE "upload_slots" CASCADE;--> statement-breakpoint
ALTER TABLE "name_change_requests" ADD CONSTRAINT "name_change_requests_oid_organisations_oid_fk" FOREIGN KEY ("oid") REFERENCES "public"."organisations"("oid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "name_change_requests" ADD CONSTRAINT "name_change_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "open_objects" ADD CONSTRAINT "open_objects_oid_organisations_oid_fk" FOREIGN KEY ("oid") REFERENCES "public"."organisations"("oid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "open_objects" ADD CONSTRAINT "open_objects_oid_bcid_batch_courses_oid_bcid_fk" FOREIGN KEY ("oid","bcid") REFERENCES "public"."batch_courses"("oid","bcid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scorm_sessions" ADD CONSTRAINT "scorm_sessions_oid_organisations_oid_fk" FOREIGN KEY ("oid") REFERENCES "public"."organisations"("oid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scorm_sessions" ADD CONSTRAINT "scorm_sessions_oid_bcid_batch_courses_oid_bcid_fk" FOREIGN KEY ("oid","bcid") REFERENCES "public"."batch_courses"("oid","bcid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_oid_organisations_oid_fk" FOREIGN KEY ("oid") REFERENCES "public"."organisations"("oid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upload_grants" ADD CONSTRAINT "upload_grants_oid_organisations_oid_fk" FOREIGN KEY ("oid") REFERENCES "public"."organisations"("oid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "name_change_requests_one_pending" ON "name_change_requests" USING btree ("oid","eid") WHERE "name_change_requests"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "stored_files_oid_eid_index" ON "stored_files" USING btree ("oid","eid");--> statement-breakpoint
CREATE UNIQUE INDEX "upload_grants_upload_key_index" ON "upload_grants" USING btree ("upload_key");--> statement-breakpoint
CREATE INDEX "upload_grants_oid_eid_purpose_stored_name_index" ON "upload_grants" USING btree ("oid","eid","purpose","stored_name");--> statement-breakpoint
CREATE INDEX "upload_grants_created_at_index" ON "upload_grants" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "upload_grants_expires_at_index" ON "upload_grants" USING btree ("expires_at") WHERE "upload_grants"."cleared_at" is null;--> statement-breakpoint
ALTER TABLE "object_progress" DROP COLUMN "opened_at";