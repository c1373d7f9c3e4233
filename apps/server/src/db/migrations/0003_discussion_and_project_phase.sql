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
ALTER TABLE "discussion_answers" ADD CONSTRAINT "discussion_answers_oid_qid_discussion_questions_oid_qid_fk" FOREIGN KEY ("oid","qid") REFERENCES "public"."discussion_questions"("oid","qid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discussion_questions" ADD CONSTRAINT "discussion_questions_oid_organisations_oid_fk" FOREIGN KEY ("oid") REFERENCES "public"."organisations"("oid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discussion_questions" ADD CONSTRAINT "discussion_questions_oid_bcid_batch_courses_oid_bcid_fk" FOREIGN KEY ("oid","bcid") REFERENCES "public"."batch_courses"("oid","bcid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_messages" ADD CONSTRAINT "project_messages_oid_eid_bcid_objid_project_threads_oid_eid_bcid_objid_fk" FOREIGN KEY ("oid","eid","bcid","objid") REFERENCES "public"."project_threads"("oid","eid","bcid","objid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_threads" ADD CONSTRAINT "project_threads_oid_organisations_oid_fk" FOREIGN KEY ("oid") REFERENCES "public"."organisations"("oid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_threads" ADD CONSTRAINT "project_threads_oid_bcid_batch_courses_oid_bcid_fk" FOREIGN KEY ("oid","bcid") REFERENCES "public"."batch_courses"("oid","bcid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "discussion_answers_oid_qid_posted_at_index" ON "discussion_answers" USING btree ("oid","qid","posted_at");--> statement-breakpoint
CREATE INDEX "discussion_questions_oid_bcid_posted_at_index" ON "discussion_questions" USING btree ("oid","bcid","posted_at");--> statement-breakpoint
CREATE INDEX "project_messages_oid_eid_bcid_objid_id_index" ON "project_messages" USING btree ("oid","eid","bcid","objid","id");