CREATE TABLE "finance_transactions" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"date" date NOT NULL,
	"type" text NOT NULL,
	"category" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"vendor" text NOT NULL,
	"description" text NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'Pending' NOT NULL,
	"project_id" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "finance_tx_type" CHECK ("finance_transactions"."type" in ('Payment','Receipt','Transfer')),
	CONSTRAINT "finance_tx_category" CHECK ("finance_transactions"."category" in ('Materials','Labor','Equipment','Overhead')),
	CONSTRAINT "finance_tx_status" CHECK ("finance_transactions"."status" in ('Pending','Cleared','Void')),
	CONSTRAINT "finance_tx_amount" CHECK ("finance_transactions"."amount_cents" > 0 and "finance_transactions"."amount_cents" < 10000000000000)
);
--> statement-breakpoint
ALTER TABLE "finance_transactions" ADD CONSTRAINT "finance_transactions_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_transactions" ADD CONSTRAINT "finance_transactions_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_transactions" ADD CONSTRAINT "finance_transactions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "finance_tx_org_date_idx" ON "finance_transactions" USING btree ("organization_id","date" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "finance_tx_org_project_idx" ON "finance_transactions" USING btree ("organization_id","project_id");