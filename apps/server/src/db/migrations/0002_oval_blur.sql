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
ALTER TABLE "object_progress" ADD COLUMN "opened_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "course_instructors" ADD CONSTRAINT "course_instructors_oid_organisations_oid_fk" FOREIGN KEY ("oid") REFERENCES "public"."organisations"("oid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_instructors" ADD CONSTRAINT "course_instructors_oid_bcid_batch_courses_oid_bcid_fk" FOREIGN KEY ("oid","bcid") REFERENCES "public"."batch_courses"("oid","bcid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_feedback_forms" ADD CONSTRAINT "course_feedback_forms_oid_organisations_oid_fk" FOREIGN KEY ("oid") REFERENCES "public"."organisations"("oid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_feedback_responses" ADD CONSTRAINT "course_feedback_responses_oid_organisations_oid_fk" FOREIGN KEY ("oid") REFERENCES "public"."organisations"("oid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_feedback_responses" ADD CONSTRAINT "course_feedback_responses_oid_bcid_batch_courses_oid_bcid_fk" FOREIGN KEY ("oid","bcid") REFERENCES "public"."batch_courses"("oid","bcid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mini_assignments" ADD CONSTRAINT "mini_assignments_oid_organisations_oid_fk" FOREIGN KEY ("oid") REFERENCES "public"."organisations"("oid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mini_assignments" ADD CONSTRAINT "mini_assignments_oid_bcid_batch_courses_oid_bcid_fk" FOREIGN KEY ("oid","bcid") REFERENCES "public"."batch_courses"("oid","bcid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_attempts" ADD CONSTRAINT "quiz_attempts_oid_organisations_oid_fk" FOREIGN KEY ("oid") REFERENCES "public"."organisations"("oid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_attempts" ADD CONSTRAINT "quiz_attempts_oid_bcid_batch_courses_oid_bcid_fk" FOREIGN KEY ("oid","bcid") REFERENCES "public"."batch_courses"("oid","bcid") ON DELETE cascade ON UPDATE no action;