ALTER TABLE "assessment_marks" ALTER COLUMN "mark" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "assessment_marks" ADD COLUMN "reason" text;