CREATE TABLE "clients" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"status" text DEFAULT 'Planning' NOT NULL,
	"budget" numeric(15, 2),
	"progress" integer DEFAULT 0 NOT NULL,
	"client_id" text,
	"manager_id" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "projects_progress_range" CHECK ("projects"."progress" between 0 and 100),
	CONSTRAINT "projects_dates_order" CHECK ("projects"."end_date" >= "projects"."start_date")
);
--> statement-breakpoint
CREATE TABLE "gantt_task_dependencies" (
	"organization_id" text NOT NULL,
	"task_id" text NOT NULL,
	"depends_on_id" text NOT NULL,
	CONSTRAINT "gantt_task_dependencies_task_id_depends_on_id_pk" PRIMARY KEY("task_id","depends_on_id"),
	CONSTRAINT "gantt_deps_not_self" CHECK ("gantt_task_dependencies"."task_id" <> "gantt_task_dependencies"."depends_on_id")
);
--> statement-breakpoint
CREATE TABLE "gantt_tasks" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"project_id" text,
	"name" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"assignee" text DEFAULT '' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gantt_tasks_progress_range" CHECK ("gantt_tasks"."progress" between 0 and 100),
	CONSTRAINT "gantt_tasks_dates_order" CHECK ("gantt_tasks"."end_date" >= "gantt_tasks"."start_date")
);
--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_manager_id_users_id_fk" FOREIGN KEY ("manager_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gantt_task_dependencies" ADD CONSTRAINT "gantt_task_dependencies_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gantt_task_dependencies" ADD CONSTRAINT "gantt_task_dependencies_task_id_gantt_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."gantt_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gantt_task_dependencies" ADD CONSTRAINT "gantt_task_dependencies_depends_on_id_gantt_tasks_id_fk" FOREIGN KEY ("depends_on_id") REFERENCES "public"."gantt_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gantt_tasks" ADD CONSTRAINT "gantt_tasks_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gantt_tasks" ADD CONSTRAINT "gantt_tasks_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "clients_org_name_idx" ON "clients" USING btree ("organization_id",lower("name"));--> statement-breakpoint
CREATE INDEX "projects_org_created_idx" ON "projects" USING btree ("organization_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "projects_org_end_idx" ON "projects" USING btree ("organization_id","end_date");--> statement-breakpoint
CREATE INDEX "projects_client_idx" ON "projects" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "gantt_deps_depends_on_idx" ON "gantt_task_dependencies" USING btree ("depends_on_id");--> statement-breakpoint
CREATE INDEX "gantt_deps_org_idx" ON "gantt_task_dependencies" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "gantt_tasks_org_start_idx" ON "gantt_tasks" USING btree ("organization_id","start_date");--> statement-breakpoint
CREATE INDEX "gantt_tasks_project_idx" ON "gantt_tasks" USING btree ("project_id","start_date");--> statement-breakpoint
CREATE INDEX "gantt_tasks_org_end_idx" ON "gantt_tasks" USING btree ("organization_id","end_date");