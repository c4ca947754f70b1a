CREATE TABLE "bid_items" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"bid_id" text NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"quantity" numeric(12, 3) NOT NULL,
	"unit_price_cents" bigint NOT NULL,
	"total_cents" bigint NOT NULL,
	CONSTRAINT "bid_items_values" CHECK ("bid_items"."quantity" > 0 and "bid_items"."unit_price_cents" >= 0 and "bid_items"."total_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "bids" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"project_name" text NOT NULL,
	"client_name" text NOT NULL,
	"client_id" text,
	"due_date" date NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"amount_cents" bigint NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower(project_name || ' ' || client_name)) STORED NOT NULL,
	"project_id" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bids_status" CHECK ("bids"."status" in ('pending','active','completed','won','lost')),
	CONSTRAINT "bids_amount" CHECK ("bids"."amount_cents" >= 0 and "bids"."amount_cents" < 10000000000000)
);
--> statement-breakpoint
ALTER TABLE "bid_items" ADD CONSTRAINT "bid_items_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bid_items" ADD CONSTRAINT "bid_items_bid_id_bids_id_fk" FOREIGN KEY ("bid_id") REFERENCES "public"."bids"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bids" ADD CONSTRAINT "bids_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bids" ADD CONSTRAINT "bids_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bids" ADD CONSTRAINT "bids_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bids" ADD CONSTRAINT "bids_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bid_items_bid_position_idx" ON "bid_items" USING btree ("bid_id","position");--> statement-breakpoint
CREATE INDEX "bids_org_created_idx" ON "bids" USING btree ("organization_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "bids_org_due_idx" ON "bids" USING btree ("organization_id","due_date");--> statement-breakpoint
CREATE INDEX "bids_search_idx" ON "bids" USING gin ("search_text" gin_trgm_ops);