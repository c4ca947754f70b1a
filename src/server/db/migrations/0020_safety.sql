CREATE TABLE "safety_certifications" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
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
	CONSTRAINT "safety_certifications_name" CHECK (btrim("safety_certifications"."name") <> ''),
	CONSTRAINT "safety_certifications_dates_order" CHECK ("safety_certifications"."issue_date" is null or "safety_certifications"."expiry_date" >= "safety_certifications"."issue_date")
);
--> statement-breakpoint
CREATE TABLE "safety_checklist_items" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"item" text NOT NULL,
	"compliant" boolean DEFAULT false NOT NULL,
	"last_checked_at" timestamp with time zone,
	"last_checked_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "safety_checklist_item" CHECK (btrim("safety_checklist_items"."item") <> ''),
	CONSTRAINT "safety_checklist_checked" CHECK ((not "safety_checklist_items"."compliant" or "safety_checklist_items"."last_checked_at" is not null) and ("safety_checklist_items"."last_checked_by" is null or "safety_checklist_items"."last_checked_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "safety_incidents" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"client_key" text NOT NULL,
	"type" text NOT NULL,
	"location" text NOT NULL,
	"incident_date" date NOT NULL,
	"incident_time" text,
	"severity" text DEFAULT 'minor' NOT NULL,
	"status" text DEFAULT 'Under Investigation' NOT NULL,
	"description" text NOT NULL,
	"involved_persons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"witnesses" text DEFAULT '' NOT NULL,
	"immediate_actions" text DEFAULT '' NOT NULL,
	"photo_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"reported_by" text,
	"resolved_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "safety_incidents_type" CHECK ("safety_incidents"."type" in ('injury','near-miss','property-damage','environmental','security')),
	CONSTRAINT "safety_incidents_severity" CHECK ("safety_incidents"."severity" in ('minor','moderate','major','critical')),
	CONSTRAINT "safety_incidents_required" CHECK (btrim("safety_incidents"."location") <> '' and btrim("safety_incidents"."description") <> '' and btrim("safety_incidents"."client_key") <> ''),
	CONSTRAINT "safety_incidents_time" CHECK ("safety_incidents"."incident_time" is null or "safety_incidents"."incident_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "safety_incidents_lists" CHECK (jsonb_typeof("safety_incidents"."involved_persons") = 'array' and jsonb_typeof("safety_incidents"."photo_ids") = 'array'),
	CONSTRAINT "safety_incidents_status" CHECK (("safety_incidents"."status" = 'Under Investigation' and "safety_incidents"."resolved_at" is null and "safety_incidents"."closed_at" is null)
        or ("safety_incidents"."status" = 'Resolved' and "safety_incidents"."resolved_at" is not null and "safety_incidents"."closed_at" is null)
        or ("safety_incidents"."status" = 'Closed' and "safety_incidents"."resolved_at" is not null and "safety_incidents"."closed_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "safety_certifications" ADD CONSTRAINT "safety_certifications_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "safety_certifications" ADD CONSTRAINT "safety_certifications_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "safety_checklist_items" ADD CONSTRAINT "safety_checklist_items_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "safety_checklist_items" ADD CONSTRAINT "safety_checklist_items_last_checked_by_users_id_fk" FOREIGN KEY ("last_checked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "safety_incidents" ADD CONSTRAINT "safety_incidents_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "safety_incidents" ADD CONSTRAINT "safety_incidents_reported_by_users_id_fk" FOREIGN KEY ("reported_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "safety_certifications_org_expiry_idx" ON "safety_certifications" USING btree ("organization_id","expiry_date","id");--> statement-breakpoint
CREATE INDEX "safety_checklist_org_created_idx" ON "safety_checklist_items" USING btree ("organization_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "safety_incidents_org_client_key_idx" ON "safety_incidents" USING btree ("organization_id","client_key");--> statement-breakpoint
CREATE INDEX "safety_incidents_org_date_idx" ON "safety_incidents" USING btree ("organization_id","incident_date" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "safety_incidents_org_status_idx" ON "safety_incidents" USING btree ("organization_id","status","severity");