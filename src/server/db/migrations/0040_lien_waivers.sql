CREATE TABLE "lien_waivers" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"project_id" text NOT NULL,
	"document_id" text NOT NULL,
	"kind" text NOT NULL,
	"pay_application_id" text,
	"payment_id" text,
	"through_date" date NOT NULL,
	"amount_cents" bigint NOT NULL,
	"claimant" text NOT NULL,
	"customer" text NOT NULL,
	"owner_name" text NOT NULL,
	"job_location" text NOT NULL,
	"exceptions" text DEFAULT '' NOT NULL,
	"signature_name" text NOT NULL,
	"signature_date" date NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lien_waivers_kind" CHECK ("lien_waivers"."kind" in ('conditional_progress', 'unconditional_progress', 'conditional_final', 'unconditional_final')),
	CONSTRAINT "lien_waivers_amount" CHECK ("lien_waivers"."amount_cents" >= 0 and "lien_waivers"."amount_cents" < 10000000000000)
);
--> statement-breakpoint
ALTER TABLE "lien_waivers" ADD CONSTRAINT "lien_waivers_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lien_waivers" ADD CONSTRAINT "lien_waivers_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lien_waivers" ADD CONSTRAINT "lien_waivers_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lien_waivers" ADD CONSTRAINT "lien_waivers_pay_application_id_pay_applications_id_fk" FOREIGN KEY ("pay_application_id") REFERENCES "public"."pay_applications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lien_waivers" ADD CONSTRAINT "lien_waivers_payment_id_finance_transactions_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."finance_transactions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lien_waivers" ADD CONSTRAINT "lien_waivers_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lien_waivers_org_project_idx" ON "lien_waivers" USING btree ("organization_id","project_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "lien_waivers_document_idx" ON "lien_waivers" USING btree ("document_id");--> statement-breakpoint
CREATE INDEX "lien_waivers_pay_application_idx" ON "lien_waivers" USING btree ("pay_application_id");--> statement-breakpoint
CREATE INDEX "lien_waivers_payment_idx" ON "lien_waivers" USING btree ("payment_id");