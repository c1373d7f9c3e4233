CREATE TABLE "applications" (
	"oid" text NOT NULL,
	"applicationid" text NOT NULL,
	"eid" text NOT NULL,
	"pid" text NOT NULL,
	"bpid" text NOT NULL,
	"pstatus" integer NOT NULL,
	"submitted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "applications_oid_applicationid_pk" PRIMARY KEY("oid","applicationid"),
	CONSTRAINT "applications_oid_eid_bpid_unique" UNIQUE("oid","eid","bpid")
);
--> statement-breakpoint
CREATE TABLE "email_verifications" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"oid" text NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "password_reset_codes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"oid" text NOT NULL,
	"user_id" uuid NOT NULL,
	"code_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer NOT NULL,
	"blocked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"oid" text NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ip" text,
	"user_agent" text
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY NOT NULL,
	"oid" text NOT NULL,
	"eid" text NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"password_hash" text NOT NULL,
	"confirmed" boolean DEFAULT false NOT NULL,
	"must_change_password" boolean DEFAULT false NOT NULL,
	"role" text DEFAULT 'learner' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"password_changed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "calendar_feeds" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"oid" text NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "announcements" (
	"oid" text NOT NULL,
	"annid" text NOT NULL,
	"bpid" text NOT NULL,
	"tid" text,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"sdate" timestamp with time zone NOT NULL,
	"mfname" text,
	"weburl" text,
	"webtext" text,
	"embeddedcode" text,
	CONSTRAINT "announcements_oid_annid_pk" PRIMARY KEY("oid","annid")
);
--> statement-breakpoint
CREATE TABLE "assessment_items" (
	"oid" text NOT NULL,
	"assessid" text NOT NULL,
	"iid" text NOT NULL,
	"position" integer NOT NULL,
	"atype" integer NOT NULL,
	"istem" text NOT NULL,
	"img" text,
	"iopts" jsonb NOT NULL,
	CONSTRAINT "assessment_items_oid_assessid_iid_pk" PRIMARY KEY("oid","assessid","iid")
);
--> statement-breakpoint
CREATE TABLE "assessments" (
	"oid" text NOT NULL,
	"assessid" text NOT NULL,
	"quiztype" text NOT NULL,
	"bpid" text NOT NULL,
	"tid" text,
	"title" text NOT NULL,
	"startdate" timestamp with time zone,
	"enddate" timestamp with time zone,
	"answerdate" timestamp with time zone,
	"instructions" text NOT NULL,
	CONSTRAINT "assessments_oid_assessid_pk" PRIMARY KEY("oid","assessid")
);
--> statement-breakpoint
CREATE TABLE "courses" (
	"oid" text NOT NULL,
	"tid" text NOT NULL,
	"pid" text NOT NULL,
	"ttitle" text NOT NULL,
	"tduration" integer NOT NULL,
	"tenabled" boolean DEFAULT true NOT NULL,
	"freenavigation" boolean DEFAULT false NOT NULL,
	"details" jsonb NOT NULL,
	CONSTRAINT "courses_oid_tid_pk" PRIMARY KEY("oid","tid")
);
--> statement-breakpoint
CREATE TABLE "events" (
	"oid" text NOT NULL,
	"evid" text NOT NULL,
	"bpid" text NOT NULL,
	"title" text NOT NULL,
	"start" date NOT NULL,
	"link" text,
	CONSTRAINT "events_oid_evid_pk" PRIMARY KEY("oid","evid")
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"oid" text NOT NULL,
	"notid" text NOT NULL,
	"eid" text NOT NULL,
	"title" text NOT NULL,
	"msg" text NOT NULL,
	"link" text,
	"sdate" timestamp with time zone NOT NULL,
	"read_at" timestamp with time zone,
	CONSTRAINT "notifications_oid_notid_pk" PRIMARY KEY("oid","notid")
);
--> statement-breakpoint
CREATE TABLE "quizzes" (
	"oid" text NOT NULL,
	"quizid" text NOT NULL,
	"tid" text,
	"qtype" integer NOT NULL,
	"cutoff" double precision,
	"deadline" timestamp with time zone,
	"qitems" jsonb NOT NULL,
	CONSTRAINT "quizzes_oid_quizid_pk" PRIMARY KEY("oid","quizid")
);
--> statement-breakpoint
CREATE TABLE "enrolments" (
	"oid" text NOT NULL,
	"eid" text NOT NULL,
	"bpid" text NOT NULL,
	"pid" text NOT NULL,
	"usn" text,
	"enrolled_on" date NOT NULL,
	"selected_electives" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "enrolments_oid_eid_bpid_pk" PRIMARY KEY("oid","eid","bpid")
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" uuid PRIMARY KEY NOT NULL,
	"oid" text NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organisations" (
	"oid" text PRIMARY KEY NOT NULL,
	"profile" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_registrations" (
	"oid" text NOT NULL,
	"email" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"learning_center" text NOT NULL,
	"learning_center_name" text NOT NULL,
	"registered_on" date NOT NULL,
	CONSTRAINT "partner_registrations_oid_email_pk" PRIMARY KEY("oid","email")
);
--> statement-breakpoint
CREATE TABLE "program_feedback_forms" (
	"oid" text NOT NULL,
	"pid" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"questions" jsonb NOT NULL,
	CONSTRAINT "program_feedback_forms_oid_pid_pk" PRIMARY KEY("oid","pid")
);
--> statement-breakpoint
CREATE TABLE "program_feedback_responses" (
	"oid" text NOT NULL,
	"eid" text NOT NULL,
	"bpid" text NOT NULL,
	"pid" text NOT NULL,
	"response" jsonb NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL,
	CONSTRAINT "program_feedback_responses_oid_eid_bpid_pk" PRIMARY KEY("oid","eid","bpid")
);
--> statement-breakpoint
CREATE TABLE "batch_courses" (
	"oid" text NOT NULL,
	"bcid" text NOT NULL,
	"bpid" text NOT NULL,
	"tid" text NOT NULL,
	"telective" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "batch_courses_oid_bcid_pk" PRIMARY KEY("oid","bcid"),
	CONSTRAINT "batch_courses_oid_bpid_tid_unique" UNIQUE("oid","bpid","tid")
);
--> statement-breakpoint
CREATE TABLE "batches" (
	"oid" text NOT NULL,
	"bpid" text NOT NULL,
	"pid" text NOT NULL,
	"title" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"current" boolean DEFAULT false NOT NULL,
	CONSTRAINT "batches_oid_bpid_pk" PRIMARY KEY("oid","bpid")
);
--> statement-breakpoint
CREATE TABLE "programs" (
	"oid" text NOT NULL,
	"pid" text NOT NULL,
	"category" text NOT NULL,
	"pname" text NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "programs_oid_pid_pk" PRIMARY KEY("oid","pid")
);
--> statement-breakpoint
CREATE TABLE "course_progress" (
	"oid" text NOT NULL,
	"eid" text NOT NULL,
	"bcid" text NOT NULL,
	"tp" smallint DEFAULT 0 NOT NULL,
	"last_objid" text,
	"last_opened_at" timestamp with time zone,
	CONSTRAINT "course_progress_oid_eid_bcid_pk" PRIMARY KEY("oid","eid","bcid")
);
--> statement-breakpoint
CREATE TABLE "object_progress" (
	"oid" text NOT NULL,
	"eid" text NOT NULL,
	"bcid" text NOT NULL,
	"objid" text NOT NULL,
	"op" smallint DEFAULT 0 NOT NULL,
	"timespent" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "object_progress_oid_eid_bcid_objid_pk" PRIMARY KEY("oid","eid","bcid","objid")
);
--> statement-breakpoint
CREATE TABLE "certificates" (
	"oid" text NOT NULL,
	"certno" text NOT NULL,
	"eid" text NOT NULL,
	"bpid" text NOT NULL,
	"pid" text NOT NULL,
	"learner_name" text NOT NULL,
	"program_title" text NOT NULL,
	"issued_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "certificates_oid_certno_pk" PRIMARY KEY("oid","certno"),
	CONSTRAINT "certificates_oid_eid_bpid_unique" UNIQUE("oid","eid","bpid")
);
--> statement-breakpoint
CREATE TABLE "hall_tickets" (
	"oid" text NOT NULL,
	"eid" text NOT NULL,
	"bpid" text NOT NULL,
	"hallticket_name" text NOT NULL,
	"file_key" text NOT NULL,
	"content_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hall_tickets_oid_eid_bpid_hallticket_name_pk" PRIMARY KEY("oid","eid","bpid","hallticket_name")
);
--> statement-breakpoint
CREATE TABLE "ia_assessments" (
	"oid" text NOT NULL,
	"iaid" text NOT NULL,
	"bpid" text NOT NULL,
	"tid" text NOT NULL,
	"semester" integer NOT NULL,
	"name" text NOT NULL,
	"max_marks" double precision NOT NULL,
	"visible_at" timestamp with time zone NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "ia_assessments_oid_iaid_pk" PRIMARY KEY("oid","iaid")
);
--> statement-breakpoint
CREATE TABLE "ia_marks" (
	"oid" text NOT NULL,
	"iaid" text NOT NULL,
	"eid" text NOT NULL,
	"marks" double precision NOT NULL,
	"concern" text,
	"concern_at" timestamp with time zone,
	CONSTRAINT "ia_marks_oid_iaid_eid_pk" PRIMARY KEY("oid","iaid","eid")
);
--> statement-breakpoint
CREATE TABLE "assigned_tests" (
	"oid" text NOT NULL,
	"eid" text NOT NULL,
	"test_id" text NOT NULL,
	"test_name" text NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"test_status" text NOT NULL,
	"test_total_time" integer NOT NULL,
	CONSTRAINT "assigned_tests_oid_eid_test_id_pk" PRIMARY KEY("oid","eid","test_id")
);
--> statement-breakpoint
CREATE TABLE "test_results" (
	"oid" text NOT NULL,
	"eid" text NOT NULL,
	"test_id" text NOT NULL,
	"score" double precision NOT NULL,
	"completed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "test_results_oid_eid_test_id_pk" PRIMARY KEY("oid","eid","test_id")
);
--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_oid_organisations_oid_fk" FOREIGN KEY ("oid") REFERENCES "public"."organisations"("oid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_verifications" ADD CONSTRAINT "email_verifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_codes" ADD CONSTRAINT "password_reset_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_oid_organisations_oid_fk" FOREIGN KEY ("oid") REFERENCES "public"."organisations"("oid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_oid_organisations_oid_fk" FOREIGN KEY ("oid") REFERENCES "public"."organisations"("oid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_oid_organisations_oid_fk" FOREIGN KEY ("oid") REFERENCES "public"."organisations"("oid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_oid_bpid_batches_oid_bpid_fk" FOREIGN KEY ("oid","bpid") REFERENCES "public"."batches"("oid","bpid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_items" ADD CONSTRAINT "assessment_items_oid_assessid_assessments_oid_assessid_fk" FOREIGN KEY ("oid","assessid") REFERENCES "public"."assessments"("oid","assessid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessments" ADD CONSTRAINT "assessments_oid_organisations_oid_fk" FOREIGN KEY ("oid") REFERENCES "public"."organisations"("oid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessments" ADD CONSTRAINT "assessments_oid_bpid_batches_oid_bpid_fk" FOREIGN KEY ("oid","bpid") REFERENCES "public"."batches"("oid","bpid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_oid_organisations_oid_fk" FOREIGN KEY ("oid") REFERENCES "public"."organisations"("oid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_oid_pid_programs_oid_pid_fk" FOREIGN KEY ("oid","pid") REFERENCES "public"."programs"("oid","pid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_oid_organisations_oid_fk" FOREIGN KEY ("oid") REFERENCES "public"."organisations"("oid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_oid_bpid_batches_oid_bpid_fk" FOREIGN KEY ("oid","bpid") REFERENCES "public"."batches"("oid","bpid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_oid_organisations_oid_fk" FOREIGN KEY ("oid") REFERENCES "public"."organisations"("oid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quizzes" ADD CONSTRAINT "quizzes_oid_organisations_oid_fk" FOREIGN KEY ("oid") REFERENCES "public"."organisations"("oid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrolments" ADD CONSTRAINT "enrolments_oid_organisations_oid_fk" FOREIGN KEY ("oid") REFERENCES "public"."organisations"("oid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_oid_organisations_oid_fk" FOREIGN KEY ("oid") REFERENCES "public"."organisations"("oid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_registrations" ADD CONSTRAINT "partner_registrations_oid_organisations_oid_fk" FOREIGN KEY ("oid") REFERENCES "public"."organisations"("oid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_feedback_forms" ADD CONSTRAINT "program_feedback_forms_oid_organisations_oid_fk" FOREIGN KEY ("oid") REFERENCES "public"."organisations"("oid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_feedback_forms" ADD CONSTRAINT "program_feedback_forms_oid_pid_programs_oid_pid_fk" FOREIGN KEY ("oid","pid") REFERENCES "public"."programs"("oid","pid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_feedback_responses" ADD CONSTRAINT "program_feedback_responses_oid_organisations_oid_fk" FOREIGN KEY ("oid") REFERENCES "public"."organisations"("oid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_feedback_responses" ADD CONSTRAINT "program_feedback_responses_oid_bpid_batches_oid_bpid_fk" FOREIGN KEY ("oid","bpid") REFERENCES "public"."batches"("oid","bpid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batch_courses" ADD CONSTRAINT "batch_courses_oid_bpid_batches_oid_bpid_fk" FOREIGN KEY ("oid","bpid") REFERENCES "public"."batches"("oid","bpid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batches" ADD CONSTRAINT "batches_oid_organisations_oid_fk" FOREIGN KEY ("oid") REFERENCES "public"."organisations"("oid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programs" ADD CONSTRAINT "programs_oid_organisations_oid_fk" FOREIGN KEY ("oid") REFERENCES "public"."organisations"("oid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_progress" ADD CONSTRAINT "course_progress_oid_organisations_oid_fk" FOREIGN KEY ("oid") REFERENCES "public"."organisations"("oid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_progress" ADD CONSTRAINT "course_progress_oid_bcid_batch_courses_oid_bcid_fk" FOREIGN KEY ("oid","bcid") REFERENCES "public"."batch_courses"("oid","bcid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "object_progress" ADD CONSTRAINT "object_progress_oid_organisations_oid_fk" FOREIGN KEY ("oid") REFERENCES "public"."organisations"("oid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "object_progress" ADD CONSTRAINT "object_progress_oid_bcid_batch_courses_oid_bcid_fk" FOREIGN KEY ("oid","bcid") REFERENCES "public"."batch_courses"("oid","bcid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_oid_organisations_oid_fk" FOREIGN KEY ("oid") REFERENCES "public"."organisations"("oid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_oid_bpid_batches_oid_bpid_fk" FOREIGN KEY ("oid","bpid") REFERENCES "public"."batches"("oid","bpid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hall_tickets" ADD CONSTRAINT "hall_tickets_oid_organisations_oid_fk" FOREIGN KEY ("oid") REFERENCES "public"."organisations"("oid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hall_tickets" ADD CONSTRAINT "hall_tickets_oid_bpid_batches_oid_bpid_fk" FOREIGN KEY ("oid","bpid") REFERENCES "public"."batches"("oid","bpid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ia_assessments" ADD CONSTRAINT "ia_assessments_oid_organisations_oid_fk" FOREIGN KEY ("oid") REFERENCES "public"."organisations"("oid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ia_assessments" ADD CONSTRAINT "ia_assessments_oid_bpid_batches_oid_bpid_fk" FOREIGN KEY ("oid","bpid") REFERENCES "public"."batches"("oid","bpid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ia_marks" ADD CONSTRAINT "ia_marks_oid_iaid_ia_assessments_oid_iaid_fk" FOREIGN KEY ("oid","iaid") REFERENCES "public"."ia_assessments"("oid","iaid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assigned_tests" ADD CONSTRAINT "assigned_tests_oid_organisations_oid_fk" FOREIGN KEY ("oid") REFERENCES "public"."organisations"("oid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_results" ADD CONSTRAINT "test_results_oid_eid_test_id_assigned_tests_oid_eid_test_id_fk" FOREIGN KEY ("oid","eid","test_id") REFERENCES "public"."assigned_tests"("oid","eid","test_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "applications_oid_eid_index" ON "applications" USING btree ("oid","eid");--> statement-breakpoint
CREATE INDEX "email_verifications_user_id_index" ON "email_verifications" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "password_reset_codes_user_id_index" ON "password_reset_codes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "rate_limits_window_start_index" ON "rate_limits" USING btree ("window_start");--> statement-breakpoint
CREATE INDEX "sessions_user_id_index" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_at_index" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_oid_eid_index" ON "users" USING btree ("oid","eid");--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_token_index" ON "calendar_feeds" USING btree ("token");--> statement-breakpoint
CREATE INDEX "announcements_oid_bpid_sdate_index" ON "announcements" USING btree ("oid","bpid","sdate");--> statement-breakpoint
CREATE INDEX "assessments_oid_bpid_quiztype_index" ON "assessments" USING btree ("oid","bpid","quiztype");--> statement-breakpoint
CREATE INDEX "courses_oid_pid_index" ON "courses" USING btree ("oid","pid");--> statement-breakpoint
CREATE INDEX "events_oid_bpid_start_index" ON "events" USING btree ("oid","bpid","start");--> statement-breakpoint
CREATE INDEX "notifications_oid_eid_sdate_index" ON "notifications" USING btree ("oid","eid","sdate");--> statement-breakpoint
CREATE INDEX "quizzes_oid_tid_index" ON "quizzes" USING btree ("oid","tid");--> statement-breakpoint
CREATE INDEX "enrolments_oid_bpid_index" ON "enrolments" USING btree ("oid","bpid");--> statement-breakpoint
CREATE INDEX "outbox_to_created_at_index" ON "outbox" USING btree ("to","created_at");--> statement-breakpoint
CREATE INDEX "batches_oid_pid_index" ON "batches" USING btree ("oid","pid");--> statement-breakpoint
CREATE INDEX "course_progress_oid_eid_last_opened_at_index" ON "course_progress" USING btree ("oid","eid","last_opened_at");--> statement-breakpoint
CREATE INDEX "ia_assessments_oid_bpid_semester_index" ON "ia_assessments" USING btree ("oid","bpid","semester");--> statement-breakpoint
CREATE INDEX "ia_marks_oid_eid_index" ON "ia_marks" USING btree ("oid","eid");