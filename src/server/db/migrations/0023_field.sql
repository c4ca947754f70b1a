CREATE TABLE "field_daily_reports" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"client_key" text NOT NULL,
	"site_id" text NOT NULL,
	"report_date" date NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"weather_condition" text DEFAULT '' NOT NULL,
	"temperature" text DEFAULT '' NOT NULL,
	"wind" text DEFAULT '' NOT NULL,
	"crew_present" integer DEFAULT 0 NOT NULL,
	"crew_absent" integer DEFAULT 0 NOT NULL,
	"activities" text DEFAULT '' NOT NULL,
	"issues" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"materials_received" text DEFAULT '' NOT NULL,
	"materials_needed" text DEFAULT '' NOT NULL,
	"photo_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"reported_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "field_reports_crew" CHECK ("field_daily_reports"."crew_present" >= 0 and "field_daily_reports"."crew_absent" >= 0),
	CONSTRAINT "field_reports_client_key" CHECK (btrim("field_daily_reports"."client_key") <> ''),
	CONSTRAINT "field_reports_position" CHECK (("field_daily_reports"."latitude" is null and "field_daily_reports"."longitude" is null) or ("field_daily_reports"."latitude" between -90 and 90 and "field_daily_reports"."longitude" between -180 and 180)),
	CONSTRAINT "field_reports_lists" CHECK (jsonb_typeof("field_daily_reports"."issues") = 'array' and jsonb_typeof("field_daily_reports"."photo_ids") = 'array')
);
--> statement-breakpoint
CREATE TABLE "field_sites" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"client_key" text NOT NULL,
	"project_id" text,
	"name" text NOT NULL,
	"location" text NOT NULL,
	"type" text DEFAULT 'construction' NOT NULL,
	"supervisor" text NOT NULL,
	"expected_start_date" date,
	"expected_end_date" date,
	"description" text DEFAULT '' NOT NULL,
	"crew_required" integer DEFAULT 0 NOT NULL,
	"crew_assigned" integer DEFAULT 0 NOT NULL,
	"equipment" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "field_sites_type" CHECK ("field_sites"."type" in ('construction','renovation','infrastructure','residential','commercial')),
	CONSTRAINT "field_sites_required" CHECK (btrim("field_sites"."name") <> '' and btrim("field_sites"."location") <> '' and btrim("field_sites"."supervisor") <> '' and btrim("field_sites"."client_key") <> ''),
	CONSTRAINT "field_sites_crew" CHECK ("field_sites"."crew_required" >= 0 and "field_sites"."crew_assigned" >= 0),
	CONSTRAINT "field_sites_dates_order" CHECK ("field_sites"."expected_start_date" is null or "field_sites"."expected_end_date" is null or "field_sites"."expected_end_date" >= "field_sites"."expected_start_date"),
	CONSTRAINT "field_sites_equipment" CHECK (jsonb_typeof("field_sites"."equipment") = 'array')
);
--> statement-breakpoint
ALTER TABLE "field_daily_reports" ADD CONSTRAINT "field_daily_reports_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "field_daily_reports" ADD CONSTRAINT "field_daily_reports_site_id_field_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."field_sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "field_daily_reports" ADD CONSTRAINT "field_daily_reports_reported_by_users_id_fk" FOREIGN KEY ("reported_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "field_sites" ADD CONSTRAINT "field_sites_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "field_sites" ADD CONSTRAINT "field_sites_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "field_sites" ADD CONSTRAINT "field_sites_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "field_reports_org_client_key_idx" ON "field_daily_reports" USING btree ("organization_id","client_key");--> statement-breakpoint
CREATE INDEX "field_reports_site_date_idx" ON "field_daily_reports" USING btree ("site_id","report_date" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "field_reports_org_date_idx" ON "field_daily_reports" USING btree ("organization_id","report_date");--> statement-breakpoint
CREATE UNIQUE INDEX "field_sites_org_client_key_idx" ON "field_sites" USING btree ("organization_id","client_key");--> statement-breakpoint
CREATE INDEX "field_sites_org_name_idx" ON "field_sites" USING btree ("organization_id","name","id");--> statement-breakpoint
CREATE INDEX "field_sites_org_dates_idx" ON "field_sites" USING btree ("organization_id","expected_start_date","expected_end_date");