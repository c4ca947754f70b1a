-- Trigram indexes serve the lists' "contains" searches (ILIKE '%text%'); PGlite loads the same extension.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD COLUMN "line_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD COLUMN "total_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "inventory_items_search_idx" ON "inventory_items" USING gin (("name" || ' ' || "sku" || ' ' || "category" || ' ' || "location") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "purchase_orders_org_status_idx" ON "purchase_orders" USING btree ("organization_id","status","total_cents");--> statement-breakpoint
CREATE INDEX "suppliers_search_idx" ON "suppliers" USING gin (("name" || ' ' || "contact_name" || ' ' || "email") gin_trgm_ops);