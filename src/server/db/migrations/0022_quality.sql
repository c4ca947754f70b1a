CREATE TABLE "quality_certifications" (
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
	CONSTRAINT "quality_certifications_name" CHECK (btrim("quality_certifications"."name") <> ''),
	CONSTRAINT "quality_certifications_dates_order" CHECK ("quality_certifications"."issue_date" is null or "quality_certifications"."expiry_date" >= "quality_certifications"."issue_date")
);
--> statement-breakpoint
CREATE TABLE "quality_inspection_results" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"inspection_id" text NOT NULL,
	"client_key" text NOT NULL,
	"items" jsonb NOT NULL,
	"recorded_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quality_inspection_results_key" CHECK (btrim("quality_inspection_results"."client_key") <> '')
);
--> statement-breakpoint
CREATE TABLE "quality_inspections" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"client_key" text NOT NULL,
	"title" text NOT NULL,
	"location" text NOT NULL,
	"inspector_id" text,
	"inspection_date" date NOT NULL,
	"status" text DEFAULT 'Pending' NOT NULL,
	"items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"photo_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"defects_count" integer DEFAULT 0 NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quality_inspections_status" CHECK ("quality_inspections"."status" in ('Passed','Failed','Pending','Needs Review')),
	CONSTRAINT "quality_inspections_required" CHECK (btrim("quality_inspections"."title") <> '' and btrim("quality_inspections"."location") <> '' and btrim("quality_inspections"."client_key") <> ''),
	CONSTRAINT "quality_inspections_lists" CHECK (jsonb_typeof("quality_inspections"."items") = 'array' and jsonb_typeof("quality_inspections"."photo_ids") = 'array'),
	CONSTRAINT "quality_inspections_defects" CHECK ("quality_inspections"."defects_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "quality_reports" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"generated_by" text,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "quality_certifications" ADD CONSTRAINT "quality_certifications_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quality_certifications" ADD CONSTRAINT "quality_certifications_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quality_inspection_results" ADD CONSTRAINT "quality_inspection_results_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quality_inspection_results" ADD CONSTRAINT "quality_inspection_results_inspection_id_quality_inspections_id_fk" FOREIGN KEY ("inspection_id") REFERENCES "public"."quality_inspections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quality_inspection_results" ADD CONSTRAINT "quality_inspection_results_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quality_inspections" ADD CONSTRAINT "quality_inspections_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quality_inspections" ADD CONSTRAINT "quality_inspections_inspector_id_users_id_fk" FOREIGN KEY ("inspector_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quality_inspections" ADD CONSTRAINT "quality_inspections_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quality_reports" ADD CONSTRAINT "quality_reports_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quality_reports" ADD CONSTRAINT "quality_reports_generated_by_users_id_fk" FOREIGN KEY ("generated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quality_certifications_org_expiry_idx" ON "quality_certifications" USING btree ("organization_id","expiry_date","id");--> statement-breakpoint
CREATE UNIQUE INDEX "quality_inspection_results_org_client_key_idx" ON "quality_inspection_results" USING btree ("organization_id","client_key");--> statement-breakpoint
CREATE INDEX "quality_inspection_results_inspection_idx" ON "quality_inspection_results" USING btree ("inspection_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "quality_inspections_org_client_key_idx" ON "quality_inspections" USING btree ("organization_id","client_key");--> statement-breakpoint
CREATE INDEX "quality_inspections_org_date_idx" ON "quality_inspections" USING btree ("organization_id","inspection_date" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "quality_inspections_org_status_idx" ON "quality_inspections" USING btree ("organization_id","status");--> statement-breakpoint
CREATE INDEX "quality_reports_org_created_idx" ON "quality_reports" USING btree ("organization_id","created_at" DESC NULLS LAST);