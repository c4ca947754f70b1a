CREATE TABLE "analytics_preferences" (
	"organization_id" text NOT NULL,
	"user_id" text NOT NULL,
	"refresh_minutes" integer NOT NULL,
	"layout" text NOT NULL,
	"sections" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "analytics_preferences_organization_id_user_id_pk" PRIMARY KEY("organization_id","user_id"),
	CONSTRAINT "analytics_preferences_refresh" CHECK ("analytics_preferences"."refresh_minutes" in (0, 1, 5, 15, 30)),
	CONSTRAINT "analytics_preferences_layout" CHECK ("analytics_preferences"."layout" in ('grid', 'list', 'compact')),
	CONSTRAINT "analytics_preferences_sections" CHECK (jsonb_typeof("analytics_preferences"."sections") = 'array')
);
--> statement-breakpoint
ALTER TABLE "analytics_preferences" ADD CONSTRAINT "analytics_preferences_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_preferences" ADD CONSTRAINT "analytics_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;