CREATE TABLE "growth_settings" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"business" jsonb,
	"kpi_targets" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"scenarios" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"plan_started_on" date,
	"plan_done" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "growth_settings" ADD CONSTRAINT "growth_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;