-- Issue 32, the tax-aware ledger: an entry's amount before IVA (what moved, less the IVA in it,
-- plus what was withheld), computed by PostgreSQL from its tax breakdown, and its daily sums
-- beside the cash's, so profit reads net_cents and cash reads amount_cents.
ALTER TABLE "cash_flow_entries" ADD COLUMN "net_cents" bigint GENERATED ALWAYS AS (amount_cents - coalesce(iva_cents, 0) + coalesce(isr_withheld_cents, 0) + coalesce(iva_withheld_cents, 0)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "cash_flow_daily" ADD COLUMN "net_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE cash_flow_daily d SET net_cents = e.net
FROM (
  SELECT company_id, date, type, category, sum(net_cents) AS net
  FROM cash_flow_entries GROUP BY company_id, date, type, category
) e
WHERE d.company_id = e.company_id AND d.date = e.date AND d.type = e.type
  AND d.category = e.category;--> statement-breakpoint
ALTER TABLE "cash_flow_daily" ALTER COLUMN "net_cents" DROP DEFAULT;--> statement-breakpoint
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
