ALTER TABLE "client_links" ADD COLUMN "revoked_reason" text;--> statement-breakpoint
ALTER TABLE "sales_documents" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;