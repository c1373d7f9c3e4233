ALTER TABLE "ia_assessments" ALTER COLUMN "visible_at" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "ia_marks" ADD COLUMN "concern_answer" text;--> statement-breakpoint
ALTER TABLE "ia_marks" ADD COLUMN "concern_answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ia_marks" ADD COLUMN "concern_answered_by" text;