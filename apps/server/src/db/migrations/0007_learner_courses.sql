-- Hand-written (ADR 0069): the one enrolment scope. A learner studies a batch course when enrolled in
-- its batch and, for an elective, having chosen it (the enrolment's selected_electives names its tid).
-- Every module reads the rule from here; a filter on oid, eid and bpid or bcid is planned as key lookups
-- of both tables (the view is inlined into the query that reads it).
CREATE VIEW "learner_courses" AS
SELECT e."oid", e."eid", e."bpid", e."pid", bc."bcid", bc."tid"
FROM "enrolments" e
JOIN "batch_courses" bc ON bc."oid" = e."oid" AND bc."bpid" = e."bpid"
WHERE NOT bc."telective" OR e."selected_electives" ? bc."tid";
