CREATE TABLE "cost_codes" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "change_order_lines" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"change_order_id" text NOT NULL,
	"cost_code_id" text NOT NULL,
	"cost_type" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"amount_cents" bigint NOT NULL,
	"days" integer DEFAULT 0 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "change_order_lines_cost_type" CHECK ("change_order_lines"."cost_type" in ('labor', 'material', 'equipment', 'subcontract', 'other')),
	CONSTRAINT "change_order_lines_amount" CHECK (abs("change_order_lines"."amount_cents") < 10000000000000),
	CONSTRAINT "change_order_lines_days" CHECK ("change_order_lines"."days" between -3650 and 3650)
);
--> statement-breakpoint
CREATE TABLE "change_order_links" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"change_order_id" text NOT NULL,
	"token_hash" text NOT NULL,
	"sent_to" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "change_order_links_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "change_orders" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"project_id" text NOT NULL,
	"number" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"amount_cents" bigint DEFAULT 0 NOT NULL,
	"days" integer DEFAULT 0 NOT NULL,
	"sent_at" timestamp with time zone,
	"sent_to" text,
	"answered_at" timestamp with time zone,
	"answer_name" text,
	"answer_ip" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "change_orders_status" CHECK ("change_orders"."status" in ('draft', 'sent', 'approved', 'rejected', 'void'))
);
--> statement-breakpoint
CREATE TABLE "pay_application_lines" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"pay_application_id" text NOT NULL,
	"sov_line_id" text NOT NULL,
	"scheduled_value_cents" bigint NOT NULL,
	"work_this_period_cents" bigint DEFAULT 0 NOT NULL,
	"stored_this_period_cents" bigint DEFAULT 0 NOT NULL,
	"retainage_bps" integer NOT NULL,
	CONSTRAINT "pay_application_lines_retainage" CHECK ("pay_application_lines"."retainage_bps" between 0 and 10000),
	CONSTRAINT "pay_application_lines_amounts" CHECK (abs("pay_application_lines"."work_this_period_cents") < 10000000000000 and abs("pay_application_lines"."stored_this_period_cents") < 10000000000000)
);
--> statement-breakpoint
CREATE TABLE "pay_applications" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"project_id" text NOT NULL,
	"number" integer NOT NULL,
	"kind" text DEFAULT 'progress' NOT NULL,
	"period_to" date NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"submitted_at" timestamp with time zone,
	"approved_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"invoice_id" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pay_applications_status" CHECK ("pay_applications"."status" in ('draft', 'submitted', 'approved', 'paid')),
	CONSTRAINT "pay_applications_kind" CHECK ("pay_applications"."kind" in ('progress', 'retainage_release'))
);
--> statement-breakpoint
CREATE TABLE "project_budget_lines" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"project_id" text NOT NULL,
	"cost_code_id" text NOT NULL,
	"cost_type" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"amount_cents" bigint NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_budget_lines_cost_type" CHECK ("project_budget_lines"."cost_type" in ('labor', 'material', 'equipment', 'subcontract', 'other')),
	CONSTRAINT "project_budget_lines_amount" CHECK ("project_budget_lines"."amount_cents" >= 0 and "project_budget_lines"."amount_cents" < 10000000000000)
);
--> statement-breakpoint
CREATE TABLE "project_contracts" (
	"project_id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"retainage_bps" integer DEFAULT 1000 NOT NULL,
	"owner_name" text DEFAULT '' NOT NULL,
	"job_location" text DEFAULT '' NOT NULL,
	"contract_date" date,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_contracts_retainage" CHECK ("project_contracts"."retainage_bps" between 0 and 10000)
);
--> statement-breakpoint
CREATE TABLE "sov_lines" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"project_id" text NOT NULL,
	"item_no" text NOT NULL,
	"description" text NOT NULL,
	"scheduled_value_cents" bigint NOT NULL,
	"cost_code_id" text,
	"retainage_bps" integer NOT NULL,
	"change_order_id" text,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sov_lines_retainage" CHECK ("sov_lines"."retainage_bps" between 0 and 10000),
	CONSTRAINT "sov_lines_value" CHECK (abs("sov_lines"."scheduled_value_cents") < 10000000000000)
);
--> statement-breakpoint
ALTER TABLE "finance_transactions" ADD COLUMN "cost_code_id" text;--> statement-breakpoint
ALTER TABLE "finance_transactions" ADD COLUMN "cost_type" text;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD COLUMN "project_id" text;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD COLUMN "cost_code_id" text;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD COLUMN "cost_type" text;--> statement-breakpoint
ALTER TABLE "cost_codes" ADD CONSTRAINT "cost_codes_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "change_order_lines" ADD CONSTRAINT "change_order_lines_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "change_order_lines" ADD CONSTRAINT "change_order_lines_change_order_id_change_orders_id_fk" FOREIGN KEY ("change_order_id") REFERENCES "public"."change_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "change_order_lines" ADD CONSTRAINT "change_order_lines_cost_code_id_cost_codes_id_fk" FOREIGN KEY ("cost_code_id") REFERENCES "public"."cost_codes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "change_order_links" ADD CONSTRAINT "change_order_links_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "change_order_links" ADD CONSTRAINT "change_order_links_change_order_id_change_orders_id_fk" FOREIGN KEY ("change_order_id") REFERENCES "public"."change_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "change_orders" ADD CONSTRAINT "change_orders_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "change_orders" ADD CONSTRAINT "change_orders_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "change_orders" ADD CONSTRAINT "change_orders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_application_lines" ADD CONSTRAINT "pay_application_lines_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_application_lines" ADD CONSTRAINT "pay_application_lines_pay_application_id_pay_applications_id_fk" FOREIGN KEY ("pay_application_id") REFERENCES "public"."pay_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_application_lines" ADD CONSTRAINT "pay_application_lines_sov_line_id_sov_lines_id_fk" FOREIGN KEY ("sov_line_id") REFERENCES "public"."sov_lines"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_applications" ADD CONSTRAINT "pay_applications_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_applications" ADD CONSTRAINT "pay_applications_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_applications" ADD CONSTRAINT "pay_applications_invoice_id_sales_documents_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."sales_documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_applications" ADD CONSTRAINT "pay_applications_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_budget_lines" ADD CONSTRAINT "project_budget_lines_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_budget_lines" ADD CONSTRAINT "project_budget_lines_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_budget_lines" ADD CONSTRAINT "project_budget_lines_cost_code_id_cost_codes_id_fk" FOREIGN KEY ("cost_code_id") REFERENCES "public"."cost_codes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_contracts" ADD CONSTRAINT "project_contracts_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_contracts" ADD CONSTRAINT "project_contracts_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sov_lines" ADD CONSTRAINT "sov_lines_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sov_lines" ADD CONSTRAINT "sov_lines_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sov_lines" ADD CONSTRAINT "sov_lines_cost_code_id_cost_codes_id_fk" FOREIGN KEY ("cost_code_id") REFERENCES "public"."cost_codes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sov_lines" ADD CONSTRAINT "sov_lines_change_order_id_change_orders_id_fk" FOREIGN KEY ("change_order_id") REFERENCES "public"."change_orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cost_codes_org_code_idx" ON "cost_codes" USING btree ("organization_id","code");--> statement-breakpoint
CREATE INDEX "change_order_lines_order_idx" ON "change_order_lines" USING btree ("change_order_id","position");--> statement-breakpoint
CREATE INDEX "change_order_links_order_idx" ON "change_order_links" USING btree ("change_order_id");--> statement-breakpoint
CREATE INDEX "change_orders_org_project_idx" ON "change_orders" USING btree ("organization_id","project_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "change_orders_project_number_idx" ON "change_orders" USING btree ("project_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "pay_application_lines_line_idx" ON "pay_application_lines" USING btree ("pay_application_id","sov_line_id");--> statement-breakpoint
CREATE INDEX "pay_application_lines_sov_idx" ON "pay_application_lines" USING btree ("sov_line_id");--> statement-breakpoint
CREATE INDEX "pay_applications_org_project_idx" ON "pay_applications" USING btree ("organization_id","project_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "pay_applications_project_number_idx" ON "pay_applications" USING btree ("project_id","number");--> statement-breakpoint
CREATE INDEX "project_budget_lines_project_idx" ON "project_budget_lines" USING btree ("organization_id","project_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "project_budget_lines_code_type_idx" ON "project_budget_lines" USING btree ("project_id","cost_code_id","cost_type");--> statement-breakpoint
CREATE INDEX "project_contracts_org_idx" ON "project_contracts" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "sov_lines_project_idx" ON "sov_lines" USING btree ("organization_id","project_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "sov_lines_change_order_idx" ON "sov_lines" USING btree ("change_order_id");--> statement-breakpoint
ALTER TABLE "finance_transactions" ADD CONSTRAINT "finance_transactions_cost_code_id_cost_codes_id_fk" FOREIGN KEY ("cost_code_id") REFERENCES "public"."cost_codes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_cost_code_id_cost_codes_id_fk" FOREIGN KEY ("cost_code_id") REFERENCES "public"."cost_codes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "finance_tx_project_cost_idx" ON "finance_transactions" USING btree ("organization_id","project_id","cost_code_id","cost_type");--> statement-breakpoint
CREATE INDEX "purchase_orders_project_cost_idx" ON "purchase_orders" USING btree ("organization_id","project_id","cost_code_id","cost_type");--> statement-breakpoint
ALTER TABLE "finance_transactions" ADD CONSTRAINT "finance_tx_cost_type" CHECK ("finance_transactions"."cost_type" is null or "finance_transactions"."cost_type" in ('labor', 'material', 'equipment', 'subcontract', 'other'));--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_cost_type" CHECK ("purchase_orders"."cost_type" is null or "purchase_orders"."cost_type" in ('labor', 'material', 'equipment', 'subcontract', 'other'));