CREATE TABLE "discussion_reviews" (
	"oid" text NOT NULL,
	"bcid" text NOT NULL,
	"set_by" text NOT NULL,
	"set_at" timestamp with time zone NOT NULL,
	CONSTRAINT "discussion_reviews_oid_bcid_pk" PRIMARY KEY("oid","bcid")
);
--> statement-breakpoint
ALTER TABLE "discussion_answers" ADD COLUMN "held_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "discussion_answers" ADD COLUMN "held_for" text;--> statement-breakpoint
ALTER TABLE "discussion_questions" ADD COLUMN "held_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "discussion_questions" ADD COLUMN "held_for" text;--> statement-breakpoint
ALTER TABLE "discussion_reviews" ADD CONSTRAINT "discussion_reviews_oid_bcid_batch_courses_oid_bcid_fk" FOREIGN KEY ("oid","bcid") REFERENCES "public"."batch_courses"("oid","bcid") ON DELETE cascade ON UPDATE no action;