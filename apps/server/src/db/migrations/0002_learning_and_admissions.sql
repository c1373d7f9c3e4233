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
CREATE TABLE "application_sections" (
	"oid" text NOT NULL,
	"applicationid" text NOT NULL,
	"section" text NOT NULL,
	"data" jsonb NOT NULL,
	"saved_at" timestamp with time zone NOT NULL,
	CONSTRAINT "application_sections_oid_applicationid_section_pk" PRIMARY KEY("oid","applicationid","section")
);
--> statement-breakpoint
CREATE TABLE "assessment_answers" (
	"oid" text NOT NULL,
	"assessid" text NOT NULL,
	"eid" text NOT NULL,
	"iid" text NOT NULL,
	"answer" jsonb NOT NULL,
	"device" text NOT NULL,
	"seq" integer NOT NULL,
	"saved_at" timestamp with time zone NOT NULL,
	CONSTRAINT "assessment_answers_oid_assessid_eid_iid_pk" PRIMARY KEY("oid","assessid","eid","iid")
);
--> statement-breakpoint
CREATE TABLE "assessment_attempts" (
	"oid" text NOT NULL,
	"assessid" text NOT NULL,
	"eid" text NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"last_saved_at" timestamp with time zone,
	"submitted_at" timestamp with time zone,
	"score" double precision,
	"submit_device" text,
	"submit_seq" integer,
	CONSTRAINT "assessment_attempts_oid_assessid_eid_pk" PRIMARY KEY("oid","assessid","eid")
);
--> statement-breakpoint
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
CREATE TABLE "discussion_answers" (
	"oid" text NOT NULL,
	"aid" text NOT NULL,
	"qid" text NOT NULL,
	"eid" text NOT NULL,
	"username" text NOT NULL,
	"answer" text NOT NULL,
	"posted_at" timestamp with time zone NOT NULL,
	CONSTRAINT "discussion_answers_oid_aid_pk" PRIMARY KEY("oid","aid")
);
--> statement-breakpoint
CREATE TABLE "discussion_questions" (
	"oid" text NOT NULL,
	"qid" text NOT NULL,
	"bcid" text NOT NULL,
	"bpid" text NOT NULL,
	"eid" text NOT NULL,
	"username" text NOT NULL,
	"question" text NOT NULL,
	"posted_at" timestamp with time zone NOT NULL,
	CONSTRAINT "discussion_questions_oid_qid_pk" PRIMARY KEY("oid","qid")
);
--> statement-breakpoint
CREATE TABLE "project_messages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "project_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"oid" text NOT NULL,
	"eid" text NOT NULL,
	"bcid" text NOT NULL,
	"objid" text NOT NULL,
	"author" text NOT NULL,
	"uname" text NOT NULL,
	"message" text NOT NULL,
	"reply_to" bigint,
	"file_name" text,
	"file_key" text,
	"file_type" text,
	"posted_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_threads" (
	"oid" text NOT NULL,
	"eid" text NOT NULL,
	"bcid" text NOT NULL,
	"objid" text NOT NULL,
	"obj_status" integer DEFAULT 1 NOT NULL,
	"approved_message_id" bigint,
	"approved_at" timestamp with time zone,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "project_threads_oid_eid_bcid_objid_pk" PRIMARY KEY("oid","eid","bcid","objid")
);
--> statement-breakpoint
CREATE TABLE "course_feedback_forms" (
	"oid" text NOT NULL,
	"tid" text NOT NULL,
	"crir" text NOT NULL,
	"enabled" boolean NOT NULL,
	"comment" boolean NOT NULL,
	"instructor" jsonb,
	"questions" jsonb NOT NULL,
	CONSTRAINT "course_feedback_forms_oid_tid_crir_pk" PRIMARY KEY("oid","tid","crir")
);
--> statement-breakpoint
CREATE TABLE "course_feedback_responses" (
	"oid" text NOT NULL,
	"eid" text NOT NULL,
	"bcid" text NOT NULL,
	"crir" text NOT NULL,
	"response" jsonb NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL,
	CONSTRAINT "course_feedback_responses_oid_eid_bcid_crir_pk" PRIMARY KEY("oid","eid","bcid","crir")
);
--> statement-breakpoint
CREATE TABLE "mini_assignments" (
	"oid" text NOT NULL,
	"eid" text NOT NULL,
	"bcid" text NOT NULL,
	"quizid" text NOT NULL,
	"response" jsonb NOT NULL,
	"edited" smallint NOT NULL,
	"score" double precision,
	"feedback" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL,
	CONSTRAINT "mini_assignments_oid_eid_bcid_quizid_pk" PRIMARY KEY("oid","eid","bcid","quizid")
);
--> statement-breakpoint
CREATE TABLE "quiz_attempts" (
	"oid" text NOT NULL,
	"eid" text NOT NULL,
	"bcid" text NOT NULL,
	"quizid" text NOT NULL,
	"responses" jsonb NOT NULL,
	"score" double precision NOT NULL,
	"total" double precision NOT NULL,
	"percent" integer NOT NULL,
	"passed" boolean NOT NULL,
	"attempts" integer NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL,
	CONSTRAINT "quiz_attempts_oid_eid_bcid_quizid_pk" PRIMARY KEY("oid","eid","bcid","quizid")
);
--> statement-breakpoint
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
DROP INDEX "analytics_events_session_id_event_type_index";--> statement-breakpoint
ALTER TABLE "analytics_events" ADD COLUMN "subject" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "object_progress" ADD COLUMN "opened_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_oid_organisations_oid_fk" FOREIGN KEY ("oid") REFERENCES "public"."organisations"("oid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_files" ADD CONSTRAINT "profile_files_oid_organisations_oid_fk" FOREIGN KEY ("oid") REFERENCES "public"."organisations"("oid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_oid_organisations_oid_fk" FOREIGN KEY ("oid") REFERENCES "public"."organisations"("oid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upload_slots" ADD CONSTRAINT "upload_slots_oid_organisations_oid_fk" FOREIGN KEY ("oid") REFERENCES "public"."organisations"("oid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visitor_queries" ADD CONSTRAINT "visitor_queries_oid_organisations_oid_fk" FOREIGN KEY ("oid") REFERENCES "public"."organisations"("oid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_sections" ADD CONSTRAINT "application_sections_oid_applicationid_applications_oid_applicationid_fk" FOREIGN KEY ("oid","applicationid") REFERENCES "public"."applications"("oid","applicationid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_answers" ADD CONSTRAINT "assessment_answers_oid_assessid_eid_assessment_attempts_oid_assessid_eid_fk" FOREIGN KEY ("oid","assessid","eid") REFERENCES "public"."assessment_attempts"("oid","assessid","eid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_attempts" ADD CONSTRAINT "assessment_attempts_oid_assessid_assessments_oid_assessid_fk" FOREIGN KEY ("oid","assessid") REFERENCES "public"."assessments"("oid","assessid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_instructors" ADD CONSTRAINT "course_instructors_oid_organisations_oid_fk" FOREIGN KEY ("oid") REFERENCES "public"."organisations"("oid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_instructors" ADD CONSTRAINT "course_instructors_oid_bcid_batch_courses_oid_bcid_fk" FOREIGN KEY ("oid","bcid") REFERENCES "public"."batch_courses"("oid","bcid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discussion_answers" ADD CONSTRAINT "discussion_answers_oid_qid_discussion_questions_oid_qid_fk" FOREIGN KEY ("oid","qid") REFERENCES "public"."discussion_questions"("oid","qid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discussion_questions" ADD CONSTRAINT "discussion_questions_oid_organisations_oid_fk" FOREIGN KEY ("oid") REFERENCES "public"."organisations"("oid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discussion_questions" ADD CONSTRAINT "discussion_questions_oid_bcid_batch_courses_oid_bcid_fk" FOREIGN KEY ("oid","bcid") REFERENCES "public"."batch_courses"("oid","bcid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_messages" ADD CONSTRAINT "project_messages_oid_eid_bcid_objid_project_threads_oid_eid_bcid_objid_fk" FOREIGN KEY ("oid","eid","bcid","objid") REFERENCES "public"."project_threads"("oid","eid","bcid","objid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_threads" ADD CONSTRAINT "project_threads_oid_organisations_oid_fk" FOREIGN KEY ("oid") REFERENCES "public"."organisations"("oid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_threads" ADD CONSTRAINT "project_threads_oid_bcid_batch_courses_oid_bcid_fk" FOREIGN KEY ("oid","bcid") REFERENCES "public"."batch_courses"("oid","bcid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_feedback_forms" ADD CONSTRAINT "course_feedback_forms_oid_organisations_oid_fk" FOREIGN KEY ("oid") REFERENCES "public"."organisations"("oid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_feedback_responses" ADD CONSTRAINT "course_feedback_responses_oid_organisations_oid_fk" FOREIGN KEY ("oid") REFERENCES "public"."organisations"("oid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_feedback_responses" ADD CONSTRAINT "course_feedback_responses_oid_bcid_batch_courses_oid_bcid_fk" FOREIGN KEY ("oid","bcid") REFERENCES "public"."batch_courses"("oid","bcid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mini_assignments" ADD CONSTRAINT "mini_assignments_oid_organisations_oid_fk" FOREIGN KEY ("oid") REFERENCES "public"."organisations"("oid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mini_assignments" ADD CONSTRAINT "mini_assignments_oid_bcid_batch_courses_oid_bcid_fk" FOREIGN KEY ("oid","bcid") REFERENCES "public"."batch_courses"("oid","bcid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_attempts" ADD CONSTRAINT "quiz_attempts_oid_organisations_oid_fk" FOREIGN KEY ("oid") REFERENCES "public"."organisations"("oid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_attempts" ADD CONSTRAINT "quiz_attempts_oid_bcid_batch_courses_oid_bcid_fk" FOREIGN KEY ("oid","bcid") REFERENCES "public"."batch_courses"("oid","bcid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scorm_attempts" ADD CONSTRAINT "scorm_attempts_oid_organisations_oid_fk" FOREIGN KEY ("oid") REFERENCES "public"."organisations"("oid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scorm_attempts" ADD CONSTRAINT "scorm_attempts_oid_bcid_batch_courses_oid_bcid_fk" FOREIGN KEY ("oid","bcid") REFERENCES "public"."batch_courses"("oid","bcid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scorm_packages" ADD CONSTRAINT "scorm_packages_oid_organisations_oid_fk" FOREIGN KEY ("oid") REFERENCES "public"."organisations"("oid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "complaints_oid_eid_index" ON "complaints" USING btree ("oid","eid");--> statement-breakpoint
CREATE INDEX "upload_slots_oid_eid_stored_name_index" ON "upload_slots" USING btree ("oid","eid","stored_name");--> statement-breakpoint
CREATE INDEX "visitor_queries_oid_created_at_index" ON "visitor_queries" USING btree ("oid","created_at");--> statement-breakpoint
CREATE INDEX "discussion_answers_oid_qid_posted_at_index" ON "discussion_answers" USING btree ("oid","qid","posted_at");--> statement-breakpoint
CREATE INDEX "discussion_questions_oid_bcid_posted_at_index" ON "discussion_questions" USING btree ("oid","bcid","posted_at");--> statement-breakpoint
CREATE INDEX "project_messages_oid_eid_bcid_objid_id_index" ON "project_messages" USING btree ("oid","eid","bcid","objid","id");--> statement-breakpoint
CREATE UNIQUE INDEX "analytics_events_session_id_event_type_subject_index" ON "analytics_events" USING btree ("session_id","event_type","subject");