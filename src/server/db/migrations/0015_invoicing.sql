CREATE TABLE "organization_profiles" (
	"organization_id" text PRIMARY KEY NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"website" text DEFAULT '' NOT NULL,
	"logo_key" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_links" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"document_id" text NOT NULL,
	"token_hash" text NOT NULL,
	"sent_to" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_links_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "document_templates" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"sections" jsonb NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_templates_kind" CHECK ("document_templates"."kind" in ('estimate','invoice'))
);
--> statement-breakpoint
CREATE TABLE "invoice_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"invoice_id" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"paid_on" date NOT NULL,
	"method" text NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"finance_transaction_id" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_payments_amount" CHECK ("invoice_payments"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "sales_document_lines" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"document_id" text NOT NULL,
	"position" integer NOT NULL,
	"description" text NOT NULL,
	"quantity" numeric(12, 3) NOT NULL,
	"unit" text DEFAULT '' NOT NULL,
	"unit_price_cents" bigint NOT NULL,
	"tax_rate" numeric(5, 2) DEFAULT '0' NOT NULL,
	"net_cents" bigint NOT NULL,
	"tax_cents" bigint NOT NULL,
	"total_cents" bigint NOT NULL,
	CONSTRAINT "sales_document_lines_values" CHECK ("sales_document_lines"."quantity" > 0 and "sales_document_lines"."unit_price_cents" >= 0 and "sales_document_lines"."tax_rate" >= 0 and "sales_document_lines"."tax_rate" <= 100),
	CONSTRAINT "sales_document_lines_total" CHECK ("sales_document_lines"."total_cents" = "sales_document_lines"."net_cents" + "sales_document_lines"."tax_cents")
);
--> statement-breakpoint
CREATE TABLE "sales_documents" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"kind" text NOT NULL,
	"number" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"document_date" date NOT NULL,
	"valid_until" date,
	"payment_terms" text,
	"due_date" date,
	"client_id" text,
	"client_name" text NOT NULL,
	"client_address" text DEFAULT '' NOT NULL,
	"client_contact" text DEFAULT '' NOT NULL,
	"client_email" text DEFAULT '' NOT NULL,
	"project_id" text,
	"template_id" text,
	"terms" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"line_count" integer NOT NULL,
	"subtotal_cents" bigint NOT NULL,
	"tax_cents" bigint NOT NULL,
	"total_cents" bigint NOT NULL,
	"paid_cents" bigint DEFAULT 0 NOT NULL,
	"source_estimate_id" text,
	"invoice_id" text,
	"sent_at" timestamp with time zone,
	"viewed_at" timestamp with time zone,
	"answered_at" timestamp with time zone,
	"answer_name" text,
	"answer_ip" "inet",
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sales_documents_kind" CHECK ("sales_documents"."kind" in ('estimate','invoice')),
	CONSTRAINT "sales_documents_status" CHECK (("sales_documents"."kind" = 'estimate' and "sales_documents"."status" in ('draft','sent','viewed','accepted','declined')) or ("sales_documents"."kind" = 'invoice' and "sales_documents"."status" in ('draft','sent','viewed','void'))),
	CONSTRAINT "sales_documents_invoice_due" CHECK ("sales_documents"."kind" = 'estimate' or ("sales_documents"."due_date" is not null and "sales_documents"."due_date" >= "sales_documents"."document_date")),
	CONSTRAINT "sales_documents_valid_until" CHECK ("sales_documents"."valid_until" is null or "sales_documents"."valid_until" >= "sales_documents"."document_date"),
	CONSTRAINT "sales_documents_totals" CHECK ("sales_documents"."subtotal_cents" >= 0 and "sales_documents"."tax_cents" >= 0 and "sales_documents"."total_cents" = "sales_documents"."subtotal_cents" + "sales_documents"."tax_cents" and "sales_documents"."total_cents" < 10000000000000),
	CONSTRAINT "sales_documents_paid" CHECK ("sales_documents"."paid_cents" >= 0 and "sales_documents"."paid_cents" <= "sales_documents"."total_cents" and ("sales_documents"."kind" = 'invoice' or "sales_documents"."paid_cents" = 0))
);
--> statement-breakpoint
ALTER TABLE "organization_profiles" ADD CONSTRAINT "organization_profiles_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_links" ADD CONSTRAINT "client_links_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_links" ADD CONSTRAINT "client_links_document_id_sales_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."sales_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_links" ADD CONSTRAINT "client_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_templates" ADD CONSTRAINT "document_templates_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_templates" ADD CONSTRAINT "document_templates_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_invoice_id_sales_documents_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."sales_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_finance_transaction_id_finance_transactions_id_fk" FOREIGN KEY ("finance_transaction_id") REFERENCES "public"."finance_transactions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_document_lines" ADD CONSTRAINT "sales_document_lines_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_document_lines" ADD CONSTRAINT "sales_document_lines_document_id_sales_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."sales_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_documents" ADD CONSTRAINT "sales_documents_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_documents" ADD CONSTRAINT "sales_documents_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_documents" ADD CONSTRAINT "sales_documents_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_documents" ADD CONSTRAINT "sales_documents_template_id_document_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."document_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_documents" ADD CONSTRAINT "sales_documents_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "client_links_document_idx" ON "client_links" USING btree ("document_id");--> statement-breakpoint
CREATE UNIQUE INDEX "document_templates_org_kind_name_idx" ON "document_templates" USING btree ("organization_id","kind",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "document_templates_default_idx" ON "document_templates" USING btree ("organization_id","kind") WHERE "document_templates"."is_default";--> statement-breakpoint
CREATE INDEX "invoice_payments_invoice_idx" ON "invoice_payments" USING btree ("invoice_id","paid_on","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sales_document_lines_doc_position_idx" ON "sales_document_lines" USING btree ("document_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "sales_documents_org_kind_number_idx" ON "sales_documents" USING btree ("organization_id","kind","number");--> statement-breakpoint
CREATE INDEX "sales_documents_org_kind_date_idx" ON "sales_documents" USING btree ("organization_id","kind","document_date" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "sales_documents_project_idx" ON "sales_documents" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "sales_documents_search_idx" ON "sales_documents" USING gin (("number" || ' ' || "client_name") gin_trgm_ops);