ALTER TABLE "scorm_packages" ADD COLUMN "toc" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "scorm_packages" ADD COLUMN "control_mode" jsonb DEFAULT '{"flow":true,"choice":true}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "scorm_attempts" ADD COLUMN "scoid" text;--> statement-breakpoint
ALTER TABLE "scorm_attempts" ADD COLUMN "launched_at" timestamp with time zone;--> statement-breakpoint
-- The data stored before a package's SCOs were told apart is its first SCO's (the only one launched then).
UPDATE "scorm_attempts" AS "a" SET "scoid" = "p"."scos"->0->>'identifier'
FROM "batch_courses" AS "b", "courses" AS "c",
  jsonb_array_elements("c"."details"->'nuggets') AS "n",
  jsonb_array_elements("n"->'objects') AS "o",
  "scorm_packages" AS "p"
WHERE "b"."oid" = "a"."oid" AND "b"."bcid" = "a"."bcid"
  AND "c"."oid" = "b"."oid" AND "c"."tid" = "b"."tid"
  AND "o"->>'oid' = "a"."objid"
  AND "p"."oid" = "a"."oid" AND "p"."path" = "o"->>'ourl';--> statement-breakpoint
-- An object or package removed since: no SCO is launched with this row any more.
UPDATE "scorm_attempts" SET "scoid" = '' WHERE "scoid" IS NULL;--> statement-breakpoint
ALTER TABLE "scorm_attempts" ALTER COLUMN "scoid" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "scorm_attempts" DROP CONSTRAINT "scorm_attempts_oid_eid_bcid_objid_pk";--> statement-breakpoint
ALTER TABLE "scorm_attempts" ADD CONSTRAINT "scorm_attempts_oid_eid_bcid_objid_scoid_pk" PRIMARY KEY("oid","eid","bcid","objid","scoid");
