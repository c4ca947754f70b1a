CREATE TABLE "user_settings" (
	"user_id" text PRIMARY KEY NOT NULL,
	"notifications" jsonb NOT NULL,
	"integrations" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "subscription_features_sub_idx";--> statement-breakpoint
ALTER TABLE "user_settings" ADD CONSTRAINT "user_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_features_sub_name_idx" ON "subscription_features" USING btree ("subscription_id","feature_name");--> statement-breakpoint
-- Feature rows used to hold the pricing card's wording; they now hold stable feature names (src/shared/plan-features.ts as of this migration): every known feature, enabled when the plan includes it.
DELETE FROM "subscription_features" WHERE "feature_name" NOT IN ('projects', 'gantt', 'estimates_invoices', 'documents', 'finance_procurement_hr', 'quality_safety', 'advanced_analytics', 'website_builder', 'ai_assistant', 'bid_management', 'team_roles');--> statement-breakpoint
INSERT INTO "subscription_features" ("subscription_id", "feature_name", "is_enabled", "created_at")
SELECT s."id", f."name",
  CASE s."plan_name"
    WHEN 'enterprise' THEN true
    WHEN 'professional' THEN f."name" NOT IN ('ai_assistant', 'bid_management', 'team_roles')
    ELSE f."name" IN ('projects', 'gantt', 'estimates_invoices', 'documents')
  END,
  s."created_at"
FROM "subscriptions" s
CROSS JOIN (VALUES ('projects'), ('gantt'), ('estimates_invoices'), ('documents'), ('finance_procurement_hr'), ('quality_safety'), ('advanced_analytics'), ('website_builder'), ('ai_assistant'), ('bid_management'), ('team_roles')) AS f("name")
ON CONFLICT ("subscription_id", "feature_name") DO NOTHING;
