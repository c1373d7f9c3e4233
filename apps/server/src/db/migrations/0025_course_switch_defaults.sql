ALTER TABLE "courses" ADD COLUMN "switches_off" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
-- Hand-written (ADR 0089): a course's defaults were only its batches' imported rows (changed_by null);
-- they become the course's own, so a batch that starts running the course later starts from them too.
UPDATE "courses" c SET "switches_off" = coalesce((
  SELECT jsonb_agg(jsonb_build_object('kind', d."kind", 'target', d."target") ORDER BY d."kind", d."target")
  FROM (
    SELECT DISTINCT s."kind", s."target"
    FROM "batch_switches" s
    JOIN "batch_courses" bc ON bc."oid" = s."oid" AND bc."bcid" = s."bcid"
    WHERE bc."oid" = c."oid" AND bc."tid" = c."tid" AND s."changed_by" IS NULL AND s."enabled" = false
      AND s."kind" IN ('nugget', 'object')
  ) d
), '[]'::jsonb);
