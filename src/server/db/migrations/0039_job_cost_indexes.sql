DROP INDEX "finance_tx_project_cost_idx";--> statement-breakpoint
DROP INDEX "purchase_orders_project_cost_idx";--> statement-breakpoint
CREATE INDEX "finance_tx_project_cost_idx" ON "finance_transactions" USING btree ("organization_id","project_id","cost_code_id","cost_type","type","status","amount_cents");--> statement-breakpoint
CREATE INDEX "purchase_orders_project_cost_idx" ON "purchase_orders" USING btree ("organization_id","project_id","cost_code_id","cost_type","status","total_cents");