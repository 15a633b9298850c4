-- Issue 32, the tax-aware ledger: an entry's amount before IVA (what moved, less the IVA in it,
-- plus what was withheld: taxes, and a payroll's other deductions), computed by PostgreSQL from its tax breakdown, and its daily sums
-- beside the cash's, so profit reads net_cents and cash reads amount_cents.
ALTER TABLE "cash_flow_entries" ADD COLUMN "other_withheld_cents" bigint;--> statement-breakpoint
ALTER TABLE "cash_flow_entries" ADD COLUMN "net_cents" bigint GENERATED ALWAYS AS (amount_cents - coalesce(iva_cents, 0) + coalesce(isr_withheld_cents, 0) + coalesce(iva_withheld_cents, 0) + coalesce(other_withheld_cents, 0)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "cash_flow_daily" ADD COLUMN "net_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE cash_flow_daily d SET net_cents = e.net
FROM (
  SELECT company_id, date, type, category, sum(net_cents) AS net
  FROM cash_flow_entries GROUP BY company_id, date, type, category
) e
WHERE d.company_id = e.company_id AND d.date = e.date AND d.type = e.type
  AND d.category = e.category;--> statement-breakpoint
ALTER TABLE "cash_flow_daily" ALTER COLUMN "net_cents" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "cash_forecast_settings" ADD COLUMN "pay_frequency" text DEFAULT 'biweekly' NOT NULL;--> statement-breakpoint
ALTER TABLE "cash_forecast_settings" ADD CONSTRAINT "cash_forecast_settings_pay_frequency_check" CHECK ("cash_forecast_settings"."pay_frequency" IN ('weekly', 'biweekly', 'monthly'));--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "tax_regime" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "profit_coefficient" numeric(6, 4);--> statement-breakpoint
-- The daily sums' triggers (migration 0003) keep net_cents with amount_cents.
CREATE OR REPLACE FUNCTION cash_flow_daily_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO cash_flow_daily (company_id, date, type, category, amount_cents, net_cents, entries)
  SELECT company_id, date, type, category, sum(amount_cents), sum(net_cents), count(*)
  FROM new_rows GROUP BY company_id, date, type, category
  ON CONFLICT (company_id, date, type, category) DO UPDATE
    SET amount_cents = cash_flow_daily.amount_cents + EXCLUDED.amount_cents,
        net_cents = cash_flow_daily.net_cents + EXCLUDED.net_cents,
        entries = cash_flow_daily.entries + EXCLUDED.entries;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION cash_flow_daily_remove() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH gone AS (
    SELECT company_id, date, type, category, sum(amount_cents) AS amount, sum(net_cents) AS net,
      count(*) AS n
    FROM old_rows GROUP BY company_id, date, type, category
  )
  UPDATE cash_flow_daily d
    SET amount_cents = d.amount_cents - gone.amount, net_cents = d.net_cents - gone.net,
        entries = d.entries - gone.n
  FROM gone
  WHERE d.company_id = gone.company_id AND d.date = gone.date
    AND d.type = gone.type AND d.category = gone.category;
  DELETE FROM cash_flow_daily d
  USING (SELECT DISTINCT company_id, date, type, category FROM old_rows) o
  WHERE d.company_id = o.company_id AND d.date = o.date AND d.type = o.type
    AND d.category = o.category AND d.entries <= 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION cash_flow_daily_replace() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH summed AS (
    SELECT company_id, date, type, category, sum(amount) AS amount, sum(net) AS net, sum(c) AS n
    FROM (
      SELECT company_id, date, type, category, -amount_cents AS amount, -net_cents AS net, -1 AS c
      FROM old_rows
      UNION ALL
      SELECT company_id, date, type, category, amount_cents, net_cents, 1 FROM new_rows
    ) rows GROUP BY company_id, date, type, category
  )
  INSERT INTO cash_flow_daily (company_id, date, type, category, amount_cents, net_cents, entries)
  SELECT company_id, date, type, category, amount, net, n FROM summed
  ON CONFLICT (company_id, date, type, category) DO UPDATE
    SET amount_cents = cash_flow_daily.amount_cents + EXCLUDED.amount_cents,
        net_cents = cash_flow_daily.net_cents + EXCLUDED.net_cents,
        entries = cash_flow_daily.entries + EXCLUDED.entries;
  DELETE FROM cash_flow_daily d
  USING (SELECT DISTINCT company_id, date, type, category FROM old_rows) o
  WHERE d.company_id = o.company_id AND d.date = o.date AND d.type = o.type
    AND d.category = o.category AND d.entries <= 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
ALTER TABLE "cash_flow_entries" ADD COLUMN "iva_rate" text;--> statement-breakpoint
CREATE TABLE "category_tax_defaults" (
	"company_id" uuid NOT NULL,
	"type" text NOT NULL,
	"category_key" text NOT NULL,
	"category" text NOT NULL,
	"iva_rate" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "category_tax_defaults_company_id_type_category_key_pk" PRIMARY KEY("company_id","type","category_key"),
	CONSTRAINT "category_tax_defaults_check" CHECK ("category_tax_defaults"."type" IN ('income', 'expense') AND "category_tax_defaults"."iva_rate" IN ('16', '8', '0', 'exento'))
);
--> statement-breakpoint
ALTER TABLE "category_tax_defaults" ADD CONSTRAINT "category_tax_defaults_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A category as finance's categoryKey writes it (trimmed, lower case, without accents), spelled
-- out so it does not depend on the database's locale (as is_owner_category, migration 0029).
CREATE FUNCTION category_key(category text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN translate(lower(btrim(category)), 'áéíóúüñÁÉÍÓÚÜÑ', 'aeiouunaeiouun');
--> statement-breakpoint
-- The IVA inside an amount that includes it at a rate ('16', '8', '0', 'exento'): amount × r /
-- (1 + r), half away from zero, as finance's ivaIncluded writes it for a rate the owner chose.
CREATE FUNCTION iva_included(amount bigint, rate text) RETURNS bigint
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN CASE rate
    WHEN '16' THEN round(amount * 16 / 116.0)::bigint
    WHEN '8' THEN round(amount * 8 / 108.0)::bigint
    ELSE 0 END;
--> statement-breakpoint
-- A movement recorded without a tax breakdown (typed, from a bank statement, a whole-company
-- import) takes its category's default IVA: the amount includes it, so IVA = amount × r / (1 + r).
-- Before the row is written, so net_cents, the daily sums and RETURNING see it.
CREATE FUNCTION cash_flow_entries_tax_default() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  rate text;
BEGIN
  SELECT d.iva_rate INTO rate FROM category_tax_defaults d
  WHERE d.company_id = NEW.company_id AND d.type = NEW.type
    AND d.category_key = category_key(NEW.category);
  IF rate IS NOT NULL THEN
    NEW.iva_rate := rate;
    NEW.iva_cents := iva_included(NEW.amount_cents, rate);
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER cash_flow_entries_tax_default BEFORE INSERT ON cash_flow_entries
  FOR EACH ROW
  WHEN (NEW.iva_rate IS NULL AND NEW.iva_cents IS NULL AND NEW.subtotal_cents IS NULL
    AND NEW.isr_withheld_cents IS NULL AND NEW.iva_withheld_cents IS NULL
    AND NEW.other_withheld_cents IS NULL)
  EXECUTE FUNCTION cash_flow_entries_tax_default();
--> statement-breakpoint
SELECT add_audit_triggers('category_tax_defaults', 'company_id', 'type', 'category_key');
