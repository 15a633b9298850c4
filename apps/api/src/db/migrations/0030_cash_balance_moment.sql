ALTER TABLE "companies" ADD COLUMN "cash_balance_at" timestamp with time zone;--> statement-breakpoint
-- The owner's growth target is the projection rule's growth (finance projection.ts), read by the
-- figures core: a change to it must reach the memoized figures (issue 31).
SELECT add_data_version_triggers('growth_settings');
