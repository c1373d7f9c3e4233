CREATE TABLE "batch_switches" (
	"oid" text NOT NULL,
	"bpid" text NOT NULL,
	"bcid" text,
	"kind" text NOT NULL,
	"target" text DEFAULT '' NOT NULL,
	"enabled" boolean NOT NULL,
	"changed_by" uuid,
	"changed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "batch_switches_oid_bpid_bcid_kind_target_unique" UNIQUE NULLS NOT DISTINCT("oid","bpid","bcid","kind","target"),
	CONSTRAINT "batch_switches_kind_check" CHECK ("batch_switches"."kind" in ('nugget', 'object', 'courseFeedback', 'instructorFeedback', 'programFeedback')),
	CONSTRAINT "batch_switches_bcid_check" CHECK (("batch_switches"."bcid" is null) = ("batch_switches"."kind" = 'programFeedback')),
	CONSTRAINT "batch_switches_target_check" CHECK (("batch_switches"."target" = '') = ("batch_switches"."kind" not in ('nugget', 'object')))
);
--> statement-breakpoint
ALTER TABLE "batch_switches" ADD CONSTRAINT "batch_switches_oid_organisations_oid_fk" FOREIGN KEY ("oid") REFERENCES "public"."organisations"("oid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batch_switches" ADD CONSTRAINT "batch_switches_oid_bpid_batches_oid_bpid_fk" FOREIGN KEY ("oid","bpid") REFERENCES "public"."batches"("oid","bpid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batch_switches" ADD CONSTRAINT "batch_switches_oid_bcid_batch_courses_oid_bcid_fk" FOREIGN KEY ("oid","bcid") REFERENCES "public"."batch_courses"("oid","bcid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "batch_switches_oid_bcid_index" ON "batch_switches" USING btree ("oid","bcid");--> statement-breakpoint
-- Hand-written (ADR 0070): the switches that lived in the content move to rows, as an import writes them
-- (for batch courses of batches that exist, as the new table's keys require).
INSERT INTO "batch_switches" ("oid", "bpid", "bcid", "kind", "target", "enabled", "changed_at")
SELECT bc."oid", bc."bpid", bc."bcid", 'nugget', n.nugget->>'nid', coalesce((n.nugget->>'nenabled')::boolean, true), now()
FROM "batch_courses" bc
JOIN "batches" b ON b."oid" = bc."oid" AND b."bpid" = bc."bpid"
JOIN "courses" c ON c."oid" = bc."oid" AND c."tid" = bc."tid"
CROSS JOIN LATERAL jsonb_array_elements(coalesce(c."details"->'nuggets', '[]'::jsonb) || coalesce(c."details"->'project', '[]'::jsonb)) n(nugget)
WHERE n.nugget->>'nid' IS NOT NULL
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "batch_switches" ("oid", "bpid", "bcid", "kind", "target", "enabled", "changed_at")
SELECT bc."oid", bc."bpid", bc."bcid", 'object', o.object->>'oid', coalesce((o.object->>'nenabled')::boolean, true), now()
FROM "batch_courses" bc
JOIN "batches" b ON b."oid" = bc."oid" AND b."bpid" = bc."bpid"
JOIN "courses" c ON c."oid" = bc."oid" AND c."tid" = bc."tid"
CROSS JOIN LATERAL jsonb_array_elements(coalesce(c."details"->'nuggets', '[]'::jsonb) || coalesce(c."details"->'project', '[]'::jsonb)) n(nugget)
CROSS JOIN LATERAL jsonb_array_elements(coalesce(n.nugget->'objects', '[]'::jsonb)) o(object)
WHERE o.object->>'oid' IS NOT NULL
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "batch_switches" ("oid", "bpid", "bcid", "kind", "target", "enabled", "changed_at")
SELECT bc."oid", bc."bpid", bc."bcid", CASE f."crir" WHEN 'cr' THEN 'courseFeedback' ELSE 'instructorFeedback' END, '', f."enabled", now()
FROM "batch_courses" bc
JOIN "batches" b ON b."oid" = bc."oid" AND b."bpid" = bc."bpid"
JOIN "course_feedback_forms" f ON f."oid" = bc."oid" AND f."tid" = bc."tid"
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "batch_switches" ("oid", "bpid", "bcid", "kind", "target", "enabled", "changed_at")
SELECT b."oid", b."bpid", NULL, 'programFeedback', '', f."enabled", now()
FROM "batches" b
JOIN "program_feedback_forms" f ON f."oid" = b."oid" AND f."pid" = b."pid"
ON CONFLICT DO NOTHING;--> statement-breakpoint
ALTER TABLE "course_feedback_forms" DROP COLUMN "enabled";--> statement-breakpoint
ALTER TABLE "program_feedback_forms" DROP COLUMN "enabled";
