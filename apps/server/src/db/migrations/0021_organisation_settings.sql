CREATE TABLE "batch_tests" (
	"oid" text NOT NULL,
	"test_id" text NOT NULL,
	"bpid" text NOT NULL,
	"test_name" text NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"test_status" text NOT NULL,
	"test_total_time" integer NOT NULL,
	CONSTRAINT "batch_tests_oid_test_id_pk" PRIMARY KEY("oid","test_id")
);
--> statement-breakpoint
CREATE TABLE "organisation_providers" (
	"oid" text PRIMARY KEY NOT NULL,
	"proctor_url" text,
	"proctor_client_id" text,
	"proctor_secret" text,
	"scheduler_url" text,
	"scheduler_client_code" text,
	"scheduler_secret" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "batch_tests" ADD CONSTRAINT "batch_tests_oid_organisations_oid_fk" FOREIGN KEY ("oid") REFERENCES "public"."organisations"("oid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisation_providers" ADD CONSTRAINT "organisation_providers_oid_organisations_oid_fk" FOREIGN KEY ("oid") REFERENCES "public"."organisations"("oid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "batch_tests_oid_bpid_index" ON "batch_tests" USING btree ("oid","bpid");