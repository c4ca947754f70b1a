ALTER TABLE "photos" ADD COLUMN "attached_at" timestamp with time zone;--> statement-breakpoint
-- Photos uploaded before this migration count as kept by a record: none is ever swept by mistake.
UPDATE "photos" SET "attached_at" = "created_at";--> statement-breakpoint
CREATE INDEX "photos_unattached_idx" ON "photos" USING btree ("created_at") WHERE "photos"."attached_at" is null;
