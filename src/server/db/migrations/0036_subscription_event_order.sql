ALTER TABLE "subscriptions" ADD COLUMN "provider_payment_method_id" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "provider_event_at" timestamp with time zone;