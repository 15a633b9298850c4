CREATE TABLE "cash_forecast_settings" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"threshold_cents" bigint,
	"disabled_items" text[] DEFAULT '{}'::text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cash_forecast_settings_threshold_check" CHECK ("cash_forecast_settings"."threshold_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "user_hints" (
	"user_id" uuid NOT NULL,
	"key" text NOT NULL,
	"dismissed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_hints_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
ALTER TABLE "cash_forecast_settings" ADD CONSTRAINT "cash_forecast_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_hints" ADD CONSTRAINT "user_hints_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The forecast reads these settings: their changes bump the company's data version like the
-- catalogue's and the entries' (migration 0005), so the memoized forecast follows them.
CREATE TRIGGER cash_forecast_settings_data_version_insert AFTER INSERT ON cash_forecast_settings
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION company_data_changed();
--> statement-breakpoint
CREATE TRIGGER cash_forecast_settings_data_version_delete AFTER DELETE ON cash_forecast_settings
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION company_data_changed();
--> statement-breakpoint
CREATE TRIGGER cash_forecast_settings_data_version_update AFTER UPDATE ON cash_forecast_settings
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION company_data_changed();
