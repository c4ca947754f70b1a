DROP INDEX "purchase_order_lines_order_idx";--> statement-breakpoint
ALTER TABLE "purchase_order_lines" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "purchase_order_lines_order_idx" ON "purchase_order_lines" USING btree ("purchase_order_id","position");