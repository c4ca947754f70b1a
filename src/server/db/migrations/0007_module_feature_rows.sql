-- Two new feature names (src/shared/plan-features.ts): `contracts` in every plan and `field_operations` from Professional up. Existing subscriptions get their rows, enabled per plan, so the plan gate answers for them as for new ones.
INSERT INTO "subscription_features" ("subscription_id", "feature_name", "is_enabled", "created_at")
SELECT s."id", f."name",
  CASE f."name"
    WHEN 'contracts' THEN true
    ELSE s."plan_name" IN ('professional', 'enterprise')
  END,
  s."created_at"
FROM "subscriptions" s
CROSS JOIN (VALUES ('contracts'), ('field_operations')) AS f("name")
ON CONFLICT ("subscription_id", "feature_name") DO NOTHING;
