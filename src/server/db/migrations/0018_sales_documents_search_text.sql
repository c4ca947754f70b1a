DROP INDEX "sales_documents_search_idx";--> statement-breakpoint
ALTER TABLE "sales_documents" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(number || ' ' || client_name)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "sales_documents_search_idx" ON "sales_documents" USING gin ("search_text" gin_trgm_ops);