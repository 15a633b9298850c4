CREATE TABLE "company_settings" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"analysis_frequency" text DEFAULT 'weekly' NOT NULL,
	"default_period" text DEFAULT 'last_3_months' NOT NULL,
	"include_projections" boolean DEFAULT true NOT NULL,
	"cash_critical_cents" bigint DEFAULT 0 NOT NULL,
	"health_score_warning" integer DEFAULT 60 NOT NULL,
	"ltv_coca_min" double precision DEFAULT 3 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"notifications" jsonb,
	"appearance" jsonb,
	"dashboard" jsonb,
	"preferences" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "company_settings" ADD CONSTRAINT "company_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_settings" ADD CONSTRAINT "user_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_schedules" DROP COLUMN "frequency";--> statement-breakpoint
SELECT add_data_version_triggers('company_settings');
