ALTER TABLE "discussion_answers" ADD COLUMN "author_kind" text DEFAULT 'learner' NOT NULL;--> statement-breakpoint
ALTER TABLE "discussion_answers" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "discussion_answers" ADD COLUMN "hidden_by" text;--> statement-breakpoint
ALTER TABLE "discussion_answers" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "discussion_questions" ADD COLUMN "author_kind" text DEFAULT 'learner' NOT NULL;--> statement-breakpoint
ALTER TABLE "discussion_questions" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "discussion_questions" ADD COLUMN "hidden_by" text;--> statement-breakpoint
ALTER TABLE "discussion_questions" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "discussion_questions" ADD COLUMN "locked" boolean DEFAULT false NOT NULL;