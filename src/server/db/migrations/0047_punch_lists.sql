CREATE TABLE "punch_item_events" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"item_id" text NOT NULL,
	"action" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"actor_id" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "punch_item_events_action" CHECK ("punch_item_events"."action" in ('created', 'ready_for_review', 'closed', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "punch_items" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"client_key" text NOT NULL,
	"project_id" text NOT NULL,
	"location" text NOT NULL,
	"description" text NOT NULL,
	"trade" text DEFAULT '' NOT NULL,
	"assignee_id" text,
	"due_date" date,
	"status" text DEFAULT 'open' NOT NULL,
	"photo_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "punch_items_status" CHECK ("punch_items"."status" in ('open', 'ready_for_review', 'closed')),
	CONSTRAINT "punch_items_required" CHECK (btrim("punch_items"."location") <> '' and btrim("punch_items"."description") <> '' and btrim("punch_items"."client_key") <> ''),
	CONSTRAINT "punch_items_photos" CHECK (jsonb_typeof("punch_items"."photo_ids") = 'array')
);
--> statement-breakpoint
ALTER TABLE "punch_item_events" ADD CONSTRAINT "punch_item_events_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "punch_item_events" ADD CONSTRAINT "punch_item_events_item_id_punch_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."punch_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "punch_item_events" ADD CONSTRAINT "punch_item_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "punch_items" ADD CONSTRAINT "punch_items_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "punch_items" ADD CONSTRAINT "punch_items_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "punch_items" ADD CONSTRAINT "punch_items_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "punch_items" ADD CONSTRAINT "punch_items_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "punch_item_events_item_idx" ON "punch_item_events" USING btree ("item_id","at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "punch_items_org_client_key_idx" ON "punch_items" USING btree ("organization_id","client_key");--> statement-breakpoint
CREATE INDEX "punch_items_org_project_created_idx" ON "punch_items" USING btree ("organization_id","project_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "punch_items_org_assignee_idx" ON "punch_items" USING btree ("organization_id","assignee_id");