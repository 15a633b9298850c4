-- cash_flow_daily holds the sums of cash_flow_entries by company, day, type and category.
-- Statement-level triggers with transition tables keep it exact in the same transaction, for
-- single rows and bulk imports alike.
CREATE FUNCTION cash_flow_daily_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO cash_flow_daily (company_id, date, type, category, amount_cents, entries)
  SELECT company_id, date, type, category, sum(amount_cents), count(*)
  FROM new_rows GROUP BY company_id, date, type, category
  ON CONFLICT (company_id, date, type, category) DO UPDATE
    SET amount_cents = cash_flow_daily.amount_cents + EXCLUDED.amount_cents,
        entries = cash_flow_daily.entries + EXCLUDED.entries;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION cash_flow_daily_remove() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH gone AS (
    SELECT company_id, date, type, category, sum(amount_cents) AS amount, count(*) AS n
    FROM old_rows GROUP BY company_id, date, type, category
  )
  UPDATE cash_flow_daily d
    SET amount_cents = d.amount_cents - gone.amount, entries = d.entries - gone.n
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
CREATE FUNCTION cash_flow_daily_replace() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH summed AS (
    SELECT company_id, date, type, category, sum(amount) AS amount, sum(c) AS n
    FROM (
      SELECT company_id, date, type, category, -amount_cents AS amount, -1 AS c FROM old_rows
      UNION ALL
      SELECT company_id, date, type, category, amount_cents, 1 FROM new_rows
    ) rows GROUP BY company_id, date, type, category
  )
  INSERT INTO cash_flow_daily (company_id, date, type, category, amount_cents, entries)
  SELECT company_id, date, type, category, amount, n FROM summed
  ON CONFLICT (company_id, date, type, category) DO UPDATE
    SET amount_cents = cash_flow_daily.amount_cents + EXCLUDED.amount_cents,
        entries = cash_flow_daily.entries + EXCLUDED.entries;
  DELETE FROM cash_flow_daily d
  USING (SELECT DISTINCT company_id, date, type, category FROM old_rows) o
  WHERE d.company_id = o.company_id AND d.date = o.date AND d.type = o.type
    AND d.category = o.category AND d.entries <= 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER cash_flow_entries_daily_insert AFTER INSERT ON cash_flow_entries
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION cash_flow_daily_add();
--> statement-breakpoint
CREATE TRIGGER cash_flow_entries_daily_delete AFTER DELETE ON cash_flow_entries
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION cash_flow_daily_remove();
--> statement-breakpoint
CREATE TRIGGER cash_flow_entries_daily_update AFTER UPDATE ON cash_flow_entries
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION cash_flow_daily_replace();
--> statement-breakpoint
INSERT INTO cash_flow_daily (company_id, date, type, category, amount_cents, entries)
SELECT company_id, date, type, category, sum(amount_cents), count(*)
FROM cash_flow_entries GROUP BY company_id, date, type, category;
