CREATE TABLE "certifications" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"area" text NOT NULL,
	"name" text NOT NULL,
	"number" text DEFAULT '' NOT NULL,
	"issuing_authority" text DEFAULT '' NOT NULL,
	"issue_date" date,
	"expiry_date" date NOT NULL,
	"renewal_requirements" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "certifications_area" CHECK ("certifications"."area" in ('safety','quality')),
	CONSTRAINT "certifications_name" CHECK (btrim("certifications"."name") <> ''),
	CONSTRAINT "certifications_dates_order" CHECK ("certifications"."issue_date" is null or "certifications"."expiry_date" >= "certifications"."issue_date")
);
--> statement-breakpoint
INSERT INTO "certifications" ("area", "id", "organization_id", "name", "number", "issuing_authority", "issue_date", "expiry_date", "renewal_requirements", "description", "created_by", "created_at", "updated_at") SELECT 'safety', "id", "organization_id", "name", "number", "issuing_authority", "issue_date", "expiry_date", "renewal_requirements", "description", "created_by", "created_at", "updated_at" FROM "safety_certifications";--> statement-breakpoint
INSERT INTO "certifications" ("area", "id", "organization_id", "name", "number", "issuing_authority", "issue_date", "expiry_date", "renewal_requirements", "description", "created_by", "created_at", "updated_at") SELECT 'quality', "id", "organization_id", "name", "number", "issuing_authority", "issue_date", "expiry_date", "renewal_requirements", "description", "created_by", "created_at", "updated_at" FROM "quality_certifications";--> statement-breakpoint
DROP TABLE "safety_certifications" CASCADE;--> statement-breakpoint
DROP TABLE "quality_certifications" CASCADE;--> statement-breakpoint
ALTER TABLE "certifications" ADD CONSTRAINT "certifications_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certifications" ADD CONSTRAINT "certifications_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "certifications_org_area_expiry_idx" ON "certifications" USING btree ("organization_id","area","expiry_date","id");