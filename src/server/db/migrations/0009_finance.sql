CREATE TABLE "finance_project_totals" (
	"organization_id" text NOT NULL,
	"project_id" text NOT NULL,
	"spent_cents" bigint DEFAULT 0 NOT NULL,
	"received_cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "finance_project_totals_organization_id_project_id_pk" PRIMARY KEY("organization_id","project_id")
);
--> statement-breakpoint
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
ALTER TABLE "finance_project_totals" ADD CONSTRAINT "finance_project_totals_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_project_totals" ADD CONSTRAINT "finance_project_totals_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_transactions" ADD CONSTRAINT "finance_transactions_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_transactions" ADD CONSTRAINT "finance_transactions_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_transactions" ADD CONSTRAINT "finance_transactions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "finance_tx_org_date_idx" ON "finance_transactions" USING btree ("organization_id","date" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "finance_tx_org_project_idx" ON "finance_transactions" USING btree ("organization_id","project_id","type","status","amount_cents");--> statement-breakpoint
CREATE INDEX "finance_tx_org_type_idx" ON "finance_transactions" USING btree ("organization_id","type","status","date","amount_cents");--> statement-breakpoint
-- Each project's paid and received amounts, kept with every write to its transactions (decision 23): a payment
-- or receipt that is not Void counts; a change takes the old row's share back and adds the new one's.
CREATE FUNCTION finance_project_totals_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.project_id IS NOT NULL AND OLD.status <> 'Void' AND OLD.type IN ('Payment', 'Receipt') THEN
    UPDATE finance_project_totals
       SET spent_cents = spent_cents - CASE WHEN OLD.type = 'Payment' THEN OLD.amount_cents ELSE 0 END,
           received_cents = received_cents - CASE WHEN OLD.type = 'Receipt' THEN OLD.amount_cents ELSE 0 END
     WHERE organization_id = OLD.organization_id AND project_id = OLD.project_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.project_id IS NOT NULL AND NEW.status <> 'Void' AND NEW.type IN ('Payment', 'Receipt') THEN
    INSERT INTO finance_project_totals (organization_id, project_id, spent_cents, received_cents)
    VALUES (NEW.organization_id, NEW.project_id,
            CASE WHEN NEW.type = 'Payment' THEN NEW.amount_cents ELSE 0 END,
            CASE WHEN NEW.type = 'Receipt' THEN NEW.amount_cents ELSE 0 END)
    ON CONFLICT (organization_id, project_id) DO UPDATE
      SET spent_cents = finance_project_totals.spent_cents + EXCLUDED.spent_cents,
          received_cents = finance_project_totals.received_cents + EXCLUDED.received_cents;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER finance_project_totals AFTER INSERT OR UPDATE OR DELETE ON finance_transactions FOR EACH ROW EXECUTE FUNCTION finance_project_totals_apply();
