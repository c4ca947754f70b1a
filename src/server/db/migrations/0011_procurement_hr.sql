CREATE TABLE "inventory_items" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"sku" text DEFAULT '' NOT NULL,
	"quantity" numeric(15, 3) DEFAULT '0' NOT NULL,
	"unit" text NOT NULL,
	"unit_price_cents" bigint NOT NULL,
	"location" text NOT NULL,
	"minimum_stock" numeric(15, 3) DEFAULT '0' NOT NULL,
	"reorder_point" numeric(15, 3) DEFAULT '0' NOT NULL,
	"supplier_id" text,
	"status" text GENERATED ALWAYS AS (case when quantity <= 0 then 'Out of Stock' when quantity <= greatest(reorder_point, minimum_stock) then 'Low Stock' else 'In Stock' end) STORED NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inventory_items_quantity" CHECK ("inventory_items"."quantity" >= 0),
	CONSTRAINT "inventory_items_levels" CHECK ("inventory_items"."minimum_stock" >= 0 and "inventory_items"."reorder_point" >= 0),
	CONSTRAINT "inventory_items_price" CHECK ("inventory_items"."unit_price_cents" >= 0 and "inventory_items"."unit_price_cents" < 10000000000000)
);
--> statement-breakpoint
CREATE TABLE "procurement_reports" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"generated_by" text,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "purchase_order_lines" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"purchase_order_id" text NOT NULL,
	"item_id" text NOT NULL,
	"quantity" numeric(15, 3) NOT NULL,
	"unit_price_cents" bigint NOT NULL,
	CONSTRAINT "purchase_order_lines_quantity" CHECK ("purchase_order_lines"."quantity" > 0),
	CONSTRAINT "purchase_order_lines_price" CHECK ("purchase_order_lines"."unit_price_cents" >= 0 and "purchase_order_lines"."unit_price_cents" < 10000000000000)
);
--> statement-breakpoint
CREATE TABLE "purchase_orders" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"number" text NOT NULL,
	"supplier_id" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"expected_date" date,
	"notes" text DEFAULT '' NOT NULL,
	"sent_at" timestamp with time zone,
	"received_at" timestamp with time zone,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "purchase_orders_status" CHECK ("purchase_orders"."status" in ('draft','sent','received','cancelled'))
);
--> statement-breakpoint
CREATE TABLE "stock_movements" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"item_id" text NOT NULL,
	"kind" text NOT NULL,
	"quantity" numeric(15, 3) NOT NULL,
	"unit_cost_cents" bigint DEFAULT 0 NOT NULL,
	"project_id" text,
	"purchase_order_id" text,
	"reason" text DEFAULT '' NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_movements_kind" CHECK ("stock_movements"."kind" in ('received','issued','adjusted')),
	CONSTRAINT "stock_movements_sign" CHECK (("stock_movements"."kind" = 'received' and "stock_movements"."quantity" > 0) or ("stock_movements"."kind" = 'issued' and "stock_movements"."quantity" < 0 and "stock_movements"."project_id" is not null) or ("stock_movements"."kind" = 'adjusted' and "stock_movements"."quantity" <> 0 and "stock_movements"."reason" <> ''))
);
--> statement-breakpoint
CREATE TABLE "suppliers" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"name" text NOT NULL,
	"contact_name" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"payment_terms" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "employee_certifications" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"employee_id" text NOT NULL,
	"name" text NOT NULL,
	"issuer" text DEFAULT '' NOT NULL,
	"issued" date,
	"expires" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "employee_certs_dates_order" CHECK ("employee_certifications"."expires" is null or "employee_certifications"."issued" is null or "employee_certifications"."expires" >= "employee_certifications"."issued")
);
--> statement-breakpoint
CREATE TABLE "employees" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"emergency_name" text DEFAULT '' NOT NULL,
	"emergency_relationship" text DEFAULT '' NOT NULL,
	"emergency_phone" text DEFAULT '' NOT NULL,
	"position" text NOT NULL,
	"department" text NOT NULL,
	"start_date" date NOT NULL,
	"employment_type" text DEFAULT 'Full-time' NOT NULL,
	"status" text DEFAULT 'Active' NOT NULL,
	"supervisor" text DEFAULT '' NOT NULL,
	"education" text DEFAULT '' NOT NULL,
	"skills" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"user_id" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "employees_department" CHECK ("employees"."department" in ('Operations','Engineering','Administration','Safety')),
	CONSTRAINT "employees_employment_type" CHECK ("employees"."employment_type" in ('Full-time','Part-time','Contract','Temporary')),
	CONSTRAINT "employees_status" CHECK ("employees"."status" in ('Active','On Leave','Inactive'))
);
--> statement-breakpoint
CREATE TABLE "hr_reports" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"generated_by" text,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "inventory_items" ADD CONSTRAINT "inventory_items_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_items" ADD CONSTRAINT "inventory_items_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_items" ADD CONSTRAINT "inventory_items_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "procurement_reports" ADD CONSTRAINT "procurement_reports_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "procurement_reports" ADD CONSTRAINT "procurement_reports_generated_by_users_id_fk" FOREIGN KEY ("generated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_lines" ADD CONSTRAINT "purchase_order_lines_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_lines" ADD CONSTRAINT "purchase_order_lines_purchase_order_id_purchase_orders_id_fk" FOREIGN KEY ("purchase_order_id") REFERENCES "public"."purchase_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_lines" ADD CONSTRAINT "purchase_order_lines_item_id_inventory_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."inventory_items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_item_id_inventory_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."inventory_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_purchase_order_id_purchase_orders_id_fk" FOREIGN KEY ("purchase_order_id") REFERENCES "public"."purchase_orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suppliers" ADD CONSTRAINT "suppliers_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_certifications" ADD CONSTRAINT "employee_certifications_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_certifications" ADD CONSTRAINT "employee_certifications_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hr_reports" ADD CONSTRAINT "hr_reports_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hr_reports" ADD CONSTRAINT "hr_reports_generated_by_users_id_fk" FOREIGN KEY ("generated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inventory_items_org_name_idx" ON "inventory_items" USING btree ("organization_id","name","id");--> statement-breakpoint
CREATE INDEX "inventory_items_org_status_idx" ON "inventory_items" USING btree ("organization_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "inventory_items_org_sku_idx" ON "inventory_items" USING btree ("organization_id",lower("sku")) WHERE "inventory_items"."sku" <> '';--> statement-breakpoint
CREATE INDEX "procurement_reports_org_created_idx" ON "procurement_reports" USING btree ("organization_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "purchase_order_lines_order_idx" ON "purchase_order_lines" USING btree ("purchase_order_id");--> statement-breakpoint
CREATE INDEX "purchase_order_lines_item_idx" ON "purchase_order_lines" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "purchase_orders_org_created_idx" ON "purchase_orders" USING btree ("organization_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_orders_org_number_idx" ON "purchase_orders" USING btree ("organization_id","number");--> statement-breakpoint
CREATE INDEX "stock_movements_item_idx" ON "stock_movements" USING btree ("item_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "stock_movements_org_project_idx" ON "stock_movements" USING btree ("organization_id","project_id");--> statement-breakpoint
CREATE INDEX "suppliers_org_name_idx" ON "suppliers" USING btree ("organization_id","name","id");--> statement-breakpoint
CREATE INDEX "employee_certs_employee_idx" ON "employee_certifications" USING btree ("employee_id");--> statement-breakpoint
CREATE INDEX "employee_certs_org_expires_idx" ON "employee_certifications" USING btree ("organization_id","expires");--> statement-breakpoint
CREATE INDEX "employees_org_name_idx" ON "employees" USING btree ("organization_id","last_name","first_name","id");--> statement-breakpoint
CREATE INDEX "employees_org_department_idx" ON "employees" USING btree ("organization_id","department","status");--> statement-breakpoint
CREATE UNIQUE INDEX "employees_org_user_idx" ON "employees" USING btree ("organization_id","user_id") WHERE "employees"."user_id" is not null;--> statement-breakpoint
CREATE INDEX "hr_reports_org_created_idx" ON "hr_reports" USING btree ("organization_id","created_at" DESC NULLS LAST);--> statement-breakpoint
-- An item's quantity is the sum of its stock movements (issue 13): a new item starts at zero, every movement adds
-- its signed quantity in the same transaction (the item's check refuses a result below zero, so an issue of more
-- than is in stock fails whole), and nothing else may write the quantity.
CREATE FUNCTION inventory_items_quantity_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' AND NEW.quantity <> 0 THEN
    RAISE EXCEPTION 'an item starts with no stock: add a stock movement' USING ERRCODE = 'check_violation';
  END IF;
  IF TG_OP = 'UPDATE' AND NEW.quantity IS DISTINCT FROM OLD.quantity AND pg_trigger_depth() < 2 THEN
    RAISE EXCEPTION 'an item''s quantity changes only through stock movements' USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER inventory_items_quantity_guard BEFORE INSERT OR UPDATE ON inventory_items FOR EACH ROW EXECUTE FUNCTION inventory_items_quantity_guard();
--> statement-breakpoint
CREATE FUNCTION stock_movements_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE inventory_items SET quantity = quantity + NEW.quantity, updated_at = now()
     WHERE id = NEW.item_id AND organization_id = NEW.organization_id;
    IF NOT FOUND THEN
      RAISE EXCEPTION 'stock movement for an item of another organization' USING ERRCODE = 'foreign_key_violation';
    END IF;
    RETURN NULL;
  END IF;
  -- The ledger is kept: a movement is neither changed nor taken back while its item exists (deleting the item,
  -- or its organization, takes its movements with it).
  IF TG_OP = 'UPDATE' OR EXISTS (SELECT 1 FROM inventory_items WHERE id = OLD.item_id) THEN
    RAISE EXCEPTION 'stock movements are a ledger: record a new movement instead' USING ERRCODE = 'check_violation';
  END IF;
  RETURN OLD;
END
$$;
--> statement-breakpoint
CREATE TRIGGER stock_movements_apply_insert AFTER INSERT ON stock_movements FOR EACH ROW EXECUTE FUNCTION stock_movements_apply();
--> statement-breakpoint
CREATE TRIGGER stock_movements_keep BEFORE UPDATE OR DELETE ON stock_movements FOR EACH ROW EXECUTE FUNCTION stock_movements_apply();
