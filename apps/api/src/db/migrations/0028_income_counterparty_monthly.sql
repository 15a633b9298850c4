CREATE TABLE "income_counterparty_monthly" (
	"company_id" uuid NOT NULL,
	"month" date NOT NULL,
	"category" text NOT NULL,
	"counterparty" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"entries" integer NOT NULL,
	CONSTRAINT "income_counterparty_monthly_pk" PRIMARY KEY("company_id","month","category","counterparty")
);
--> statement-breakpoint
DROP INDEX "audit_log_company_at_idx";--> statement-breakpoint
ALTER TABLE "income_counterparty_monthly" ADD CONSTRAINT "income_counterparty_monthly_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "income_counterparty_monthly_emptied_idx" ON "income_counterparty_monthly" USING btree ("company_id") WHERE "income_counterparty_monthly"."entries" <= 0;--> statement-breakpoint
CREATE INDEX "audit_log_company_id_idx" ON "audit_log" USING btree ("company_id","id");
--> statement-breakpoint
-- Who paid an income entry, as Alex's customer concentration compares it: finance's
-- `incomeCounterparty` (an imported entry's text after its last ' · ', else the description;
-- trimmed, lower case, without accents, spaces collapsed) written in SQL. Anonymous sales
-- ('Ventas …') keep their key here and are left out when the sums are read.
CREATE FUNCTION income_counterparty_key(description text, source text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN regexp_replace(translate(lower(btrim(
    CASE WHEN source = 'import' AND strpos(description, ' · ') > 0
      THEN regexp_replace(description, '^.* · ', '') ELSE description END)),
    'áéíóúüñÁÉÍÓÚÜÑ', 'aeiouunaeiouun'), '\s+', ' ', 'g');
--> statement-breakpoint
-- income_counterparty_monthly holds the income entries' sums by company, month, category and
-- counterparty, kept exact in the writing transaction by statement-level triggers with
-- transition tables (as cash_flow_daily, migration 0003), for single rows and bulk writes alike.
-- Each trigger first sums the rows by their raw text, so the key is computed once per distinct
-- description and month, and an update that leaves an entry's sums where they were writes
-- nothing. A row a write empties is deleted through the partial index of emptied rows.
CREATE FUNCTION income_counterparty_monthly_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO income_counterparty_monthly AS m
    (company_id, month, category, counterparty, amount_cents, entries)
  SELECT company_id, month, category, income_counterparty_key(description, source),
    sum(amount), sum(n)
  FROM (
    SELECT company_id, date_trunc('month', date::timestamp)::date AS month, category,
      description, source, sum(amount_cents) AS amount, count(*) AS n
    FROM new_rows WHERE type = 'income' GROUP BY 1, 2, 3, 4, 5
  ) raw GROUP BY 1, 2, 3, 4
  ON CONFLICT (company_id, month, category, counterparty) DO UPDATE
    SET amount_cents = m.amount_cents + EXCLUDED.amount_cents,
        entries = m.entries + EXCLUDED.entries;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION income_counterparty_monthly_remove() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE income_counterparty_monthly m
    SET amount_cents = m.amount_cents - gone.amount, entries = m.entries - gone.n
  FROM (
    SELECT company_id, month, category, income_counterparty_key(description, source) AS key,
      sum(amount) AS amount, sum(n) AS n
    FROM (
      SELECT company_id, date_trunc('month', date::timestamp)::date AS month, category,
        description, source, sum(amount_cents) AS amount, count(*) AS n
      FROM old_rows WHERE type = 'income' GROUP BY 1, 2, 3, 4, 5
    ) raw GROUP BY 1, 2, 3, 4
  ) gone
  WHERE m.company_id = gone.company_id AND m.month = gone.month
    AND m.category = gone.category AND m.counterparty = gone.key;
  DELETE FROM income_counterparty_monthly m
  WHERE m.entries <= 0 AND m.company_id IN (SELECT DISTINCT company_id FROM old_rows);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION income_counterparty_monthly_replace() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO income_counterparty_monthly AS m
    (company_id, month, category, counterparty, amount_cents, entries)
  SELECT company_id, month, category, income_counterparty_key(description, source),
    sum(amount), sum(n)
  FROM (
    SELECT company_id, date_trunc('month', date::timestamp)::date AS month, category,
      description, source, sum(amount) AS amount, sum(n) AS n
    FROM (
      SELECT company_id, date, type, category, description, source,
        -amount_cents AS amount, -1 AS n FROM old_rows
      UNION ALL
      SELECT company_id, date, type, category, description, source, amount_cents, 1
      FROM new_rows
    ) moved WHERE type = 'income' GROUP BY 1, 2, 3, 4, 5
    HAVING sum(amount) <> 0 OR sum(n) <> 0
  ) raw GROUP BY 1, 2, 3, 4
  HAVING sum(amount) <> 0 OR sum(n) <> 0
  ON CONFLICT (company_id, month, category, counterparty) DO UPDATE
    SET amount_cents = m.amount_cents + EXCLUDED.amount_cents,
        entries = m.entries + EXCLUDED.entries;
  DELETE FROM income_counterparty_monthly m
  WHERE m.entries <= 0 AND m.company_id IN (SELECT DISTINCT company_id FROM old_rows);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER cash_flow_entries_counterparty_insert AFTER INSERT ON cash_flow_entries
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION income_counterparty_monthly_add();
--> statement-breakpoint
CREATE TRIGGER cash_flow_entries_counterparty_delete AFTER DELETE ON cash_flow_entries
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION income_counterparty_monthly_remove();
--> statement-breakpoint
CREATE TRIGGER cash_flow_entries_counterparty_update AFTER UPDATE ON cash_flow_entries
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION income_counterparty_monthly_replace();
--> statement-breakpoint
INSERT INTO income_counterparty_monthly
  (company_id, month, category, counterparty, amount_cents, entries)
SELECT company_id, month, category, income_counterparty_key(description, source),
  sum(amount), sum(n)
FROM (
  SELECT company_id, date_trunc('month', date::timestamp)::date AS month, category,
    description, source, sum(amount_cents) AS amount, count(*) AS n
  FROM cash_flow_entries WHERE type = 'income' GROUP BY 1, 2, 3, 4, 5
) raw GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
ANALYZE income_counterparty_monthly;
