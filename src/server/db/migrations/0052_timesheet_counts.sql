CREATE TABLE "timesheet_counts" (
	"organization_id" text NOT NULL,
	"user_id" text NOT NULL,
	"week_start" date NOT NULL,
	"rules_key" text NOT NULL,
	"fingerprint" text NOT NULL,
	"counted" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "timesheet_counts_organization_id_user_id_week_start_pk" PRIMARY KEY("organization_id","user_id","week_start")
);
--> statement-breakpoint
ALTER TABLE "timesheet_counts" ADD CONSTRAINT "timesheet_counts_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheet_counts" ADD CONSTRAINT "timesheet_counts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;