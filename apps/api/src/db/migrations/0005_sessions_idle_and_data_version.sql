DROP INDEX "cash_flow_entries_company_date_idx";--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "last_seen_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "data_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "cash_flow_entries_company_newest_idx" ON "cash_flow_entries" USING btree ("company_id","date" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);
--> statement-breakpoint
-- companies.data_version changes whenever anything the company's figures are computed from
-- changes, in the same transaction: the company's own row, its products, fixed costs, cost
-- lines and cash-flow entries. Any update of the row bumps it exactly once.
CREATE FUNCTION companies_bump_data_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.data_version = OLD.data_version THEN
    NEW.data_version := OLD.data_version + 1;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER companies_data_version BEFORE UPDATE ON companies
  FOR EACH ROW EXECUTE FUNCTION companies_bump_data_version();
--> statement-breakpoint
-- Statement-level, so a bulk import bumps each company once, not once per row.
CREATE FUNCTION company_data_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE companies SET data_version = data_version + 1
    WHERE id IN (SELECT company_id FROM new_rows);
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE companies SET data_version = data_version + 1
    WHERE id IN (SELECT company_id FROM old_rows);
  ELSE
    UPDATE companies SET data_version = data_version + 1
    WHERE id IN (SELECT company_id FROM new_rows UNION SELECT company_id FROM old_rows);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['products', 'fixed_costs', 'variable_cost_lines', 'cash_flow_entries']
  LOOP
    EXECUTE format('CREATE TRIGGER %1$s_data_version_insert AFTER INSERT ON %1$I
      REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT
      EXECUTE FUNCTION company_data_changed()', t);
    EXECUTE format('CREATE TRIGGER %1$s_data_version_delete AFTER DELETE ON %1$I
      REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT
      EXECUTE FUNCTION company_data_changed()', t);
    EXECUTE format('CREATE TRIGGER %1$s_data_version_update AFTER UPDATE ON %1$I
      REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT
      EXECUTE FUNCTION company_data_changed()', t);
  END LOOP;
END $$;
