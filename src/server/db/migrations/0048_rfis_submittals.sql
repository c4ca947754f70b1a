CREATE TABLE "rfi_answers" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"rfi_id" text NOT NULL,
	"author_id" text,
	"body" text NOT NULL,
	"official" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rfis" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"project_id" text NOT NULL,
	"number" text NOT NULL,
	"subject" text NOT NULL,
	"question" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"ball_in_court_id" text,
	"due_date" date,
	"distribution_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"photo_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"answered_at" timestamp with time zone,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rfis_status" CHECK ("rfis"."status" in ('draft', 'open', 'answered', 'closed', 'void')),
	CONSTRAINT "rfis_lists" CHECK (jsonb_typeof("rfis"."distribution_ids") = 'array' and jsonb_typeof("rfis"."photo_ids") = 'array')
);
--> statement-breakpoint
CREATE TABLE "submittal_reviewers" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"submittal_id" text NOT NULL,
	"position" integer NOT NULL,
	"user_id" text,
	"decision" text,
	"comment" text DEFAULT '' NOT NULL,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	CONSTRAINT "submittal_reviewers_decision" CHECK ("submittal_reviewers"."decision" is null or "submittal_reviewers"."decision" in ('approved', 'approved_as_noted', 'revise_and_resubmit', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "submittals" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"project_id" text NOT NULL,
	"spec_section" text NOT NULL,
	"sequence" integer NOT NULL,
	"revision" integer DEFAULT 0 NOT NULL,
	"previous_id" text,
	"title" text NOT NULL,
	"type" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"required_on_site" date,
	"status" text DEFAULT 'draft' NOT NULL,
	"current_step" integer,
	"submitted_at" timestamp with time zone,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "submittals_status" CHECK ("submittals"."status" in ('draft', 'in_review', 'approved', 'approved_as_noted', 'revise_and_resubmit', 'rejected')),
	CONSTRAINT "submittals_type" CHECK ("submittals"."type" in ('shop_drawing', 'product_data', 'sample', 'mock_up', 'certificate', 'other')),
	CONSTRAINT "submittals_numbers" CHECK ("submittals"."sequence" > 0 and "submittals"."revision" >= 0)
);
--> statement-breakpoint
ALTER TABLE "rfi_answers" ADD CONSTRAINT "rfi_answers_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfi_answers" ADD CONSTRAINT "rfi_answers_rfi_id_rfis_id_fk" FOREIGN KEY ("rfi_id") REFERENCES "public"."rfis"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfi_answers" ADD CONSTRAINT "rfi_answers_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfis" ADD CONSTRAINT "rfis_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfis" ADD CONSTRAINT "rfis_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfis" ADD CONSTRAINT "rfis_ball_in_court_id_users_id_fk" FOREIGN KEY ("ball_in_court_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfis" ADD CONSTRAINT "rfis_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submittal_reviewers" ADD CONSTRAINT "submittal_reviewers_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submittal_reviewers" ADD CONSTRAINT "submittal_reviewers_submittal_id_submittals_id_fk" FOREIGN KEY ("submittal_id") REFERENCES "public"."submittals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submittal_reviewers" ADD CONSTRAINT "submittal_reviewers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submittal_reviewers" ADD CONSTRAINT "submittal_reviewers_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submittals" ADD CONSTRAINT "submittals_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submittals" ADD CONSTRAINT "submittals_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submittals" ADD CONSTRAINT "submittals_previous_id_submittals_id_fk" FOREIGN KEY ("previous_id") REFERENCES "public"."submittals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submittals" ADD CONSTRAINT "submittals_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rfi_answers_rfi_idx" ON "rfi_answers" USING btree ("rfi_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "rfi_answers_one_official_idx" ON "rfi_answers" USING btree ("rfi_id") WHERE "rfi_answers"."official";--> statement-breakpoint
CREATE INDEX "rfis_org_created_idx" ON "rfis" USING btree ("organization_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "rfis_org_project_created_idx" ON "rfis" USING btree ("organization_id","project_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "rfis_open_due_idx" ON "rfis" USING btree ("organization_id","due_date") WHERE "rfis"."status" = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "rfis_project_number_idx" ON "rfis" USING btree ("project_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "submittal_reviewers_position_idx" ON "submittal_reviewers" USING btree ("submittal_id","position");--> statement-breakpoint
CREATE INDEX "submittals_org_register_idx" ON "submittals" USING btree ("organization_id","spec_section","sequence","revision","id");--> statement-breakpoint
CREATE INDEX "submittals_org_project_register_idx" ON "submittals" USING btree ("organization_id","project_id","spec_section","sequence","revision","id");--> statement-breakpoint
CREATE UNIQUE INDEX "submittals_revision_idx" ON "submittals" USING btree ("project_id","spec_section","sequence","revision");