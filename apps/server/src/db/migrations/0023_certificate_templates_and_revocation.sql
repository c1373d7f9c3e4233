CREATE TABLE "certificate_templates" (
	"oid" text PRIMARY KEY NOT NULL,
	"logo_key" text,
	"signature_key" text,
	"signatory_name" text DEFAULT '' NOT NULL,
	"signatory_title" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "issued_by" text;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "revoked_on" date;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "revoke_reason" text;--> statement-breakpoint
ALTER TABLE "certificate_templates" ADD CONSTRAINT "certificate_templates_oid_organisations_oid_fk" FOREIGN KEY ("oid") REFERENCES "public"."organisations"("oid") ON DELETE cascade ON UPDATE no action;