CREATE TABLE "website_messages" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"message" text NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "websites" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"draft" jsonb NOT NULL,
	"draft_saved_at" timestamp with time zone,
	"slug" text,
	"published" jsonb,
	"published_at" timestamp with time zone,
	"published_by" text,
	"published_version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "websites_slug_shape" CHECK ("websites"."slug" is null or "websites"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
	CONSTRAINT "websites_published_slug" CHECK ("websites"."published" is null or "websites"."slug" is not null)
);
--> statement-breakpoint
ALTER TABLE "website_messages" ADD CONSTRAINT "website_messages_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "websites" ADD CONSTRAINT "websites_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "websites" ADD CONSTRAINT "websites_published_by_users_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "website_messages_org_created_idx" ON "website_messages" USING btree ("organization_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "website_messages_unread_idx" ON "website_messages" USING btree ("organization_id") WHERE "website_messages"."read_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "websites_org_idx" ON "websites" USING btree ("organization_id");--> statement-breakpoint
CREATE UNIQUE INDEX "websites_slug_idx" ON "websites" USING btree ("slug");