CREATE TABLE "bank_questions" (
	"oid" text NOT NULL,
	"bankid" text NOT NULL,
	"qid" text NOT NULL,
	"position" integer NOT NULL,
	"question" jsonb NOT NULL,
	CONSTRAINT "bank_questions_oid_bankid_qid_pk" PRIMARY KEY("oid","bankid","qid")
);
--> statement-breakpoint
CREATE TABLE "question_banks" (
	"oid" text NOT NULL,
	"bankid" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "question_banks_oid_bankid_pk" PRIMARY KEY("oid","bankid")
);
--> statement-breakpoint
ALTER TABLE "bank_questions" ADD CONSTRAINT "bank_questions_oid_bankid_question_banks_oid_bankid_fk" FOREIGN KEY ("oid","bankid") REFERENCES "public"."question_banks"("oid","bankid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_banks" ADD CONSTRAINT "question_banks_oid_organisations_oid_fk" FOREIGN KEY ("oid") REFERENCES "public"."organisations"("oid") ON DELETE cascade ON UPDATE no action;