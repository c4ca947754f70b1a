ALTER TABLE "change_order_links" ADD COLUMN "revoked_reason" text;--> statement-breakpoint
ALTER TABLE "change_order_links" ADD COLUMN "created_by" text;--> statement-breakpoint
ALTER TABLE "change_order_links" ADD CONSTRAINT "change_order_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;