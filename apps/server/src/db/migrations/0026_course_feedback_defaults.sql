ALTER TABLE "course_feedback_forms" ADD COLUMN "default_enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
-- Hand-written (ADR 0089): a feedback form's default was only its batches' imported rows (changed_by
-- null); it becomes the form's own, so a batch that starts running the course later starts from it too.
UPDATE "course_feedback_forms" f SET "default_enabled" = NOT EXISTS (
  SELECT 1
  FROM "batch_switches" s
  JOIN "batch_courses" bc ON bc."oid" = s."oid" AND bc."bcid" = s."bcid"
  WHERE bc."oid" = f."oid" AND bc."tid" = f."tid" AND s."changed_by" IS NULL AND s."enabled" = false
    AND s."kind" = CASE f."crir" WHEN 'cr' THEN 'courseFeedback' ELSE 'instructorFeedback' END
);
