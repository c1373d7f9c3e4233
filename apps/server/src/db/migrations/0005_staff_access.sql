CREATE TABLE "application_decisions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"oid" text NOT NULL,
	"applicationid" text NOT NULL,
	"decision" text NOT NULL,
	"message" text,
	"from_status" integer NOT NULL,
	"to_status" integer NOT NULL,
	"decided_by" uuid,
	"decided_by_name" text NOT NULL,
	"decided_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"oid" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"actor_user_id" uuid,
	"actor_eid" text,
	"action" text NOT NULL,
	"subject_kind" text,
	"subject_id" text,
	"before" jsonb,
	"after" jsonb,
	"ip" text
);
--> statement-breakpoint
CREATE TABLE "staff_grants" (
	"id" uuid PRIMARY KEY NOT NULL,
	"oid" text NOT NULL,
	"user_id" uuid NOT NULL,
	"role" text NOT NULL,
	"scope" text,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_recovery_codes" (
	"code_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "staff_totp" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"oid" text NOT NULL,
	"secret" text NOT NULL,
	"confirmed_at" timestamp with time zone,
	"last_step" integer
);
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "second_factor_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "application_decisions" ADD CONSTRAINT "application_decisions_oid_organisations_oid_fk" FOREIGN KEY ("oid") REFERENCES "public"."organisations"("oid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_decisions" ADD CONSTRAINT "application_decisions_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_grants" ADD CONSTRAINT "staff_grants_oid_organisations_oid_fk" FOREIGN KEY ("oid") REFERENCES "public"."organisations"("oid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_grants" ADD CONSTRAINT "staff_grants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_recovery_codes" ADD CONSTRAINT "staff_recovery_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_totp" ADD CONSTRAINT "staff_totp_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_decisions_oid_applicationid_decided_at_index" ON "application_decisions" USING btree ("oid","applicationid","decided_at");--> statement-breakpoint
CREATE INDEX "audit_events_oid_at_index" ON "audit_events" USING btree ("oid","at");--> statement-breakpoint
CREATE INDEX "audit_events_oid_actor_eid_at_index" ON "audit_events" USING btree ("oid","actor_eid","at");--> statement-breakpoint
CREATE INDEX "audit_events_oid_subject_id_index" ON "audit_events" USING btree ("oid","subject_id");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_grants_one_per_scope" ON "staff_grants" USING btree ("user_id","role",coalesce("scope", ''));--> statement-breakpoint
CREATE INDEX "staff_recovery_codes_user_id_index" ON "staff_recovery_codes" USING btree ("user_id");--> statement-breakpoint
CREATE FUNCTION "audit_events_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'audit_events is append-only';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "audit_events_no_update_or_delete" BEFORE UPDATE OR DELETE ON "audit_events" FOR EACH STATEMENT EXECUTE FUNCTION "audit_events_append_only"();
