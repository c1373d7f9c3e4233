CREATE TABLE "organisations" (
	"oid" text PRIMARY KEY NOT NULL,
	"profile" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "batches" (
	"oid" text NOT NULL,
	"bpid" text NOT NULL,
	"pid" text NOT NULL,
	"title" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"current" boolean DEFAULT false NOT NULL,
	CONSTRAINT "batches_oid_bpid_pk" PRIMARY KEY("oid","bpid")
);
--> statement-breakpoint
CREATE TABLE "programs" (
	"oid" text NOT NULL,
	"pid" text NOT NULL,
	"category" text NOT NULL,
	"pname" text NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "programs_oid_pid_pk" PRIMARY KEY("oid","pid")
);
--> statement-breakpoint
ALTER TABLE "batches" ADD CONSTRAINT "batches_oid_organisations_oid_fk" FOREIGN KEY ("oid") REFERENCES "public"."organisations"("oid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programs" ADD CONSTRAINT "programs_oid_organisations_oid_fk" FOREIGN KEY ("oid") REFERENCES "public"."organisations"("oid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "batches_oid_pid_index" ON "batches" USING btree ("oid","pid");