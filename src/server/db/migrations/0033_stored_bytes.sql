CREATE TABLE "organization_storage" (
	"organization_id" text PRIMARY KEY NOT NULL,
	"used_bytes" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "organization_storage_used_not_negative" CHECK ("organization_storage"."used_bytes" >= 0)
);
--> statement-breakpoint
CREATE TABLE "stored_files" (
	"storage_key" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"bytes" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stored_files_bytes_not_negative" CHECK ("stored_files"."bytes" >= 0)
);
--> statement-breakpoint
ALTER TABLE "organization_storage" ADD CONSTRAINT "organization_storage_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stored_files_org_idx" ON "stored_files" USING btree ("organization_id");