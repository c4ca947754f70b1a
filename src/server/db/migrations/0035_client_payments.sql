CREATE TABLE "payment_accounts" (
	"organization_id" text PRIMARY KEY NOT NULL,
	"provider_account_id" text NOT NULL,
	"charges_enabled" boolean DEFAULT false NOT NULL,
	"details_submitted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_accounts_provider_account_id_unique" UNIQUE("provider_account_id")
);
--> statement-breakpoint
CREATE TABLE "online_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"document_id" text NOT NULL,
	"purpose" text NOT NULL,
	"provider_payment_id" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"applied_cents" bigint NOT NULL,
	"refunded_cents" bigint DEFAULT 0 NOT NULL,
	"disputed_at" timestamp with time zone,
	"invoice_payment_id" text,
	"finance_transaction_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "online_payments_provider_payment_id_unique" UNIQUE("provider_payment_id"),
	CONSTRAINT "online_payments_purpose" CHECK ("online_payments"."purpose" in ('invoice','deposit')),
	CONSTRAINT "online_payments_amounts" CHECK ("online_payments"."amount_cents" > 0 and "online_payments"."applied_cents" >= 0 and "online_payments"."applied_cents" <= "online_payments"."amount_cents" and "online_payments"."refunded_cents" >= 0 and "online_payments"."refunded_cents" <= "online_payments"."amount_cents")
);
--> statement-breakpoint
ALTER TABLE "sales_documents" ADD COLUMN "allow_partial_payments" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_documents" ADD COLUMN "deposit_percent" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "sales_documents" ADD COLUMN "deposit_cents" bigint;--> statement-breakpoint
ALTER TABLE "sales_documents" ADD COLUMN "deposit_paid_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_accounts" ADD CONSTRAINT "payment_accounts_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_payments" ADD CONSTRAINT "online_payments_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_payments" ADD CONSTRAINT "online_payments_document_id_sales_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."sales_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_payments" ADD CONSTRAINT "online_payments_invoice_payment_id_invoice_payments_id_fk" FOREIGN KEY ("invoice_payment_id") REFERENCES "public"."invoice_payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_payments" ADD CONSTRAINT "online_payments_finance_transaction_id_finance_transactions_id_fk" FOREIGN KEY ("finance_transaction_id") REFERENCES "public"."finance_transactions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "online_payments_document_idx" ON "online_payments" USING btree ("document_id");--> statement-breakpoint
ALTER TABLE "sales_documents" ADD CONSTRAINT "sales_documents_deposit" CHECK (("sales_documents"."deposit_percent" is null or "sales_documents"."deposit_cents" is null) and ("sales_documents"."kind" = 'estimate' or ("sales_documents"."deposit_percent" is null and "sales_documents"."deposit_cents" is null and "sales_documents"."deposit_paid_cents" = 0)) and ("sales_documents"."deposit_percent" is null or ("sales_documents"."deposit_percent" > 0 and "sales_documents"."deposit_percent" <= 100)) and ("sales_documents"."deposit_cents" is null or "sales_documents"."deposit_cents" > 0) and "sales_documents"."deposit_paid_cents" >= 0);