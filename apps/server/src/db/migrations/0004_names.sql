CREATE TABLE "name_change_requests" (
	"id" uuid PRIMARY KEY NOT NULL,
	"oid" text NOT NULL,
	"user_id" uuid NOT NULL,
	"eid" text NOT NULL,
	"current_name" text NOT NULL,
	"given_name" text NOT NULL,
	"family_name" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "name_change_requests" ADD CONSTRAINT "name_change_requests_oid_organisations_oid_fk" FOREIGN KEY ("oid") REFERENCES "public"."organisations"("oid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "name_change_requests" ADD CONSTRAINT "name_change_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "name_change_requests_one_pending" ON "name_change_requests" USING btree ("oid","eid") WHERE "name_change_requests"."status" = 'pending';