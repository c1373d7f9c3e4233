ALTER TABLE "announcements" ADD COLUMN "withdrawn_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "tid" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "annid" text;--> statement-breakpoint
CREATE INDEX "notifications_oid_annid_index" ON "notifications" USING btree ("oid","annid");