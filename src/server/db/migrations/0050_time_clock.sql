CREATE TABLE "labor_costs" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"approval_id" text NOT NULL,
	"user_id" text NOT NULL,
	"project_id" text,
	"site_id" text,
	"cost_code_id" text,
	"work_date" date NOT NULL,
	"straight_minutes" integer DEFAULT 0 NOT NULL,
	"overtime_minutes" integer DEFAULT 0 NOT NULL,
	"double_minutes" integer DEFAULT 0 NOT NULL,
	"amount_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "time_clock_settings" (
	"organization_id" text PRIMARY KEY NOT NULL,
	"geofence_policy" text DEFAULT 'flag' NOT NULL,
	"weekly_overtime_minutes" integer DEFAULT 2400 NOT NULL,
	"overtime_percent" integer DEFAULT 150 NOT NULL,
	"daily_overtime_minutes" integer,
	"daily_double_time_minutes" integer,
	"week_starts_on" integer DEFAULT 1 NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "time_clock_settings_policy" CHECK ("time_clock_settings"."geofence_policy" in ('flag', 'refuse')),
	CONSTRAINT "time_clock_settings_week_start" CHECK ("time_clock_settings"."week_starts_on" between 1 and 7),
	CONSTRAINT "time_clock_settings_overtime" CHECK ("time_clock_settings"."weekly_overtime_minutes" between 60 and 10080 and "time_clock_settings"."overtime_percent" between 100 and 300 and ("time_clock_settings"."daily_overtime_minutes" is null or "time_clock_settings"."daily_overtime_minutes" between 60 and 1440) and ("time_clock_settings"."daily_double_time_minutes" is null or "time_clock_settings"."daily_double_time_minutes" between 60 and 1440))
);
--> statement-breakpoint
CREATE TABLE "time_punches" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"client_key" text NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"utc_offset_min" integer DEFAULT 0 NOT NULL,
	"site_id" text,
	"cost_code_id" text,
	"latitude" double precision,
	"longitude" double precision,
	"accuracy_m" integer,
	"distance_m" integer,
	"geofence" text NOT NULL,
	"created_by" text,
	"removed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "time_punches_kind" CHECK ("time_punches"."kind" in ('in', 'break_start', 'break_end', 'out')),
	CONSTRAINT "time_punches_geofence" CHECK ("time_punches"."geofence" in ('inside', 'outside', 'no_position', 'no_fence')),
	CONSTRAINT "time_punches_position" CHECK (("time_punches"."latitude" is null) = ("time_punches"."longitude" is null)),
	CONSTRAINT "time_punches_offset" CHECK ("time_punches"."utc_offset_min" between -840 and 840),
	CONSTRAINT "time_punches_required" CHECK (btrim("time_punches"."client_key") <> '')
);
--> statement-breakpoint
CREATE TABLE "timesheet_approvals" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"user_id" text NOT NULL,
	"week_start" date NOT NULL,
	"figures" jsonb NOT NULL,
	"hourly_rate_cents" integer NOT NULL,
	"approved_by" text,
	"approved_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "timesheet_events" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"user_id" text NOT NULL,
	"week_start" date NOT NULL,
	"action" text NOT NULL,
	"punch_id" text,
	"reason" text DEFAULT '' NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"actor_id" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "timesheet_events_action" CHECK ("timesheet_events"."action" in ('punch_added', 'punch_changed', 'punch_removed', 'approved', 'reopened'))
);
--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "hourly_rate_cents" integer;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "classification" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "field_sites" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "field_sites" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "field_sites" ADD COLUMN "geofence_radius_m" integer;--> statement-breakpoint
ALTER TABLE "rfis" ADD COLUMN "document_ids" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "labor_costs" ADD CONSTRAINT "labor_costs_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "labor_costs" ADD CONSTRAINT "labor_costs_approval_id_timesheet_approvals_id_fk" FOREIGN KEY ("approval_id") REFERENCES "public"."timesheet_approvals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "labor_costs" ADD CONSTRAINT "labor_costs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "labor_costs" ADD CONSTRAINT "labor_costs_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "labor_costs" ADD CONSTRAINT "labor_costs_site_id_field_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."field_sites"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "labor_costs" ADD CONSTRAINT "labor_costs_cost_code_id_cost_codes_id_fk" FOREIGN KEY ("cost_code_id") REFERENCES "public"."cost_codes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_clock_settings" ADD CONSTRAINT "time_clock_settings_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_clock_settings" ADD CONSTRAINT "time_clock_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_punches" ADD CONSTRAINT "time_punches_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_punches" ADD CONSTRAINT "time_punches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_punches" ADD CONSTRAINT "time_punches_site_id_field_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."field_sites"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_punches" ADD CONSTRAINT "time_punches_cost_code_id_cost_codes_id_fk" FOREIGN KEY ("cost_code_id") REFERENCES "public"."cost_codes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_punches" ADD CONSTRAINT "time_punches_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheet_approvals" ADD CONSTRAINT "timesheet_approvals_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheet_approvals" ADD CONSTRAINT "timesheet_approvals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheet_approvals" ADD CONSTRAINT "timesheet_approvals_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheet_events" ADD CONSTRAINT "timesheet_events_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheet_events" ADD CONSTRAINT "timesheet_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheet_events" ADD CONSTRAINT "timesheet_events_punch_id_time_punches_id_fk" FOREIGN KEY ("punch_id") REFERENCES "public"."time_punches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheet_events" ADD CONSTRAINT "timesheet_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "labor_costs_org_project_idx" ON "labor_costs" USING btree ("organization_id","project_id","cost_code_id");--> statement-breakpoint
CREATE INDEX "labor_costs_approval_idx" ON "labor_costs" USING btree ("approval_id");--> statement-breakpoint
CREATE UNIQUE INDEX "time_punches_org_client_key_idx" ON "time_punches" USING btree ("organization_id","client_key");--> statement-breakpoint
CREATE INDEX "time_punches_org_at_idx" ON "time_punches" USING btree ("organization_id","at","user_id");--> statement-breakpoint
CREATE INDEX "time_punches_org_user_at_idx" ON "time_punches" USING btree ("organization_id","user_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "timesheet_approvals_org_user_week_idx" ON "timesheet_approvals" USING btree ("organization_id","user_id","week_start");--> statement-breakpoint
CREATE INDEX "timesheet_approvals_org_week_idx" ON "timesheet_approvals" USING btree ("organization_id","week_start");--> statement-breakpoint
CREATE INDEX "timesheet_events_org_user_week_idx" ON "timesheet_events" USING btree ("organization_id","user_id","week_start","at");--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_hourly_rate" CHECK ("employees"."hourly_rate_cents" is null or "employees"."hourly_rate_cents" between 0 and 100000000);--> statement-breakpoint
ALTER TABLE "field_sites" ADD CONSTRAINT "field_sites_geofence" CHECK (("field_sites"."latitude" is null) = ("field_sites"."longitude" is null) and ("field_sites"."geofence_radius_m" is null or ("field_sites"."latitude" is not null and "field_sites"."geofence_radius_m" between 10 and 100000)));--> statement-breakpoint
ALTER TABLE "rfis" ADD CONSTRAINT "rfis_document_ids" CHECK (jsonb_typeof("rfis"."document_ids") = 'array');