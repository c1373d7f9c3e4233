DROP INDEX "analytics_events_session_id_event_type_index";--> statement-breakpoint
ALTER TABLE "analytics_events" ADD COLUMN "subject" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "analytics_events_session_id_event_type_subject_index" ON "analytics_events" USING btree ("session_id","event_type","subject");