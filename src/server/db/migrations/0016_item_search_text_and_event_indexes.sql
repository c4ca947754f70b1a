-- The items' search reads a stored lower-case text (LIKE on it is ILIKE without lowering each row), the summary a stored
-- value per item; the HR events read starts and anniversaries (month × 100 + day) off two indexes.
DROP INDEX "inventory_items_search_idx";--> statement-breakpoint
ALTER TABLE "inventory_items" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(name || ' ' || sku || ' ' || category || ' ' || location)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "inventory_items" ADD COLUMN "value_cents" numeric GENERATED ALWAYS AS (round(quantity * unit_price_cents)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "employees_org_start_idx" ON "employees" USING btree ("organization_id","start_date");--> statement-breakpoint
CREATE INDEX "employees_org_anniversary_idx" ON "employees" USING btree ("organization_id",((date_part('month', "start_date") * 100 + date_part('day', "start_date"))::int));--> statement-breakpoint
CREATE INDEX "inventory_items_search_idx" ON "inventory_items" USING gin ("search_text" gin_trgm_ops);