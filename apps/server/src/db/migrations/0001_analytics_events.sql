CREATE TABLE "analytics_events" (
	"id" uuid PRIMARY KEY NOT NULL,
	"oid" text NOT NULL,
	"user_id" uuid NOT NULL,
	"session_id" text NOT NULL,
	"event_type" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "analytics_events" ADD CONSTRAINT "analytics_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "analytics_events_session_id_event_type_index" ON "analytics_events" USING btree ("session_id","event_type");--> statement-breakpoint
CREATE INDEX "analytics_events_oid_event_type_occurred_at_index" ON "analytics_events" USING btree ("oid","event_type","occurred_at");