CREATE TABLE "report_kpi_settings" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"followed" text[] NOT NULL,
	"targets" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "report_kpi_settings" ADD CONSTRAINT "report_kpi_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;