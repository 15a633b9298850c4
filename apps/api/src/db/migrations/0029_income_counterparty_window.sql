CREATE TABLE "income_counterparty_window" (
	"company_id" uuid NOT NULL,
	"counterparty" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"entries" integer NOT NULL,
	CONSTRAINT "income_counterparty_window_pk" PRIMARY KEY("company_id","counterparty")
);
--> statement-breakpoint
CREATE TABLE "income_counterparty_windows" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"first_month" date NOT NULL
);
--> statement-breakpoint
ALTER TABLE "income_counterparty_window" ADD CONSTRAINT "income_counterparty_window_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "income_counterparty_windows" ADD CONSTRAINT "income_counterparty_windows_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "income_counterparty_window_amount_idx" ON "income_counterparty_window" USING btree ("company_id","amount_cents" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "income_counterparty_window_emptied_idx" ON "income_counterparty_window" USING btree ("company_id") WHERE "income_counterparty_window"."entries" <= 0;--> statement-breakpoint
-- Whether a category is money between the business and its owners: finance's
-- `isOwnerCategory` (OWNER_CATEGORY_KEYS, compared lower case, without accents or surrounding
-- spaces) written in SQL, once, for the API's queries and the triggers below. A test holds it
-- to finance's list.
CREATE FUNCTION is_owner_category(category text) RETURNS boolean
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN translate(lower(btrim(category)), 'áéíóúüñÁÉÍÓÚÜÑ', 'aeiouunaeiouun') = ANY (ARRAY[
    'retiros de los duenos', 'retiro de los duenos', 'retiro del dueno', 'retiros del dueno',
    'retiros de socios', 'retiro de socios', 'retiro de utilidades', 'retiros personales',
    'dividendos', 'aportaciones de los duenos', 'aportacion de los duenos',
    'aportacion del dueno', 'aportaciones de socios', 'aportacion de capital']);
--> statement-breakpoint
-- One write's change to the income by counterparty: what the triggers add (or, negative, take
-- away) per company, month, category and counterparty.
CREATE TYPE income_counterparty_change AS (
  company_id uuid, month date, category text, counterparty text,
  amount_cents numeric, entries bigint);
--> statement-breakpoint
-- Applies a write's changes to the monthly summary (migration 0028) and, for the months inside a
-- company's window and outside the owner categories, to its window; rows a write empties are
-- deleted. A company deleted in the same statement (its entries going by cascade) is skipped:
-- its summaries go by cascade too. The shared advisory lock lets writes run side by side and
-- waits for a rebuild of the same company's window (income_counterparty_window_build), so a
-- change is never applied to a window the rebuild is replacing, nor missed by it.
CREATE FUNCTION income_counterparty_apply(changes income_counterparty_change[]) RETURNS void
  LANGUAGE plpgsql AS $$
DECLARE
  touched uuid[];
  company uuid;
BEGIN
  IF cardinality(changes) = 0 THEN RETURN; END IF;
  touched := ARRAY(SELECT DISTINCT c.company_id FROM unnest(changes) c
    JOIN companies ON companies.id = c.company_id ORDER BY 1);
  FOREACH company IN ARRAY touched LOOP
    PERFORM pg_advisory_xact_lock_shared(29, hashtext(company::text));
  END LOOP;
  INSERT INTO income_counterparty_monthly AS m
    (company_id, month, category, counterparty, amount_cents, entries)
  SELECT c.company_id, c.month, c.category, c.counterparty, c.amount_cents, c.entries
  FROM unnest(changes) c WHERE c.company_id = ANY (touched)
  ON CONFLICT (company_id, month, category, counterparty) DO UPDATE
    SET amount_cents = m.amount_cents + EXCLUDED.amount_cents,
        entries = m.entries + EXCLUDED.entries;
  INSERT INTO income_counterparty_window AS w (company_id, counterparty, amount_cents, entries)
  SELECT c.company_id, c.counterparty, sum(c.amount_cents), sum(c.entries)
  FROM unnest(changes) c JOIN income_counterparty_windows s ON s.company_id = c.company_id
  WHERE c.month >= s.first_month AND c.month < s.first_month + interval '12 months'
    AND NOT is_owner_category(c.category)
  GROUP BY 1, 2 HAVING sum(c.amount_cents) <> 0 OR sum(c.entries) <> 0
  ON CONFLICT (company_id, counterparty) DO UPDATE
    SET amount_cents = w.amount_cents + EXCLUDED.amount_cents,
        entries = w.entries + EXCLUDED.entries;
  DELETE FROM income_counterparty_monthly m WHERE m.entries <= 0 AND m.company_id = ANY (touched);
  DELETE FROM income_counterparty_window w WHERE w.entries <= 0 AND w.company_id = ANY (touched);
END $$;
--> statement-breakpoint
-- The three triggers of migration 0028 now only say what changed: each first sums the rows by
-- their raw text, so the key is computed once per distinct description and month.
CREATE OR REPLACE FUNCTION income_counterparty_monthly_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM income_counterparty_apply(ARRAY(
    SELECT ROW(company_id, month, category, income_counterparty_key(description, source),
      sum(amount), sum(n))::income_counterparty_change
    FROM (
      SELECT company_id, date_trunc('month', date::timestamp)::date AS month, category,
        description, source, sum(amount_cents) AS amount, count(*) AS n
      FROM new_rows WHERE type = 'income' GROUP BY 1, 2, 3, 4, 5
    ) raw GROUP BY company_id, month, category, income_counterparty_key(description, source)));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION income_counterparty_monthly_remove() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM income_counterparty_apply(ARRAY(
    SELECT ROW(company_id, month, category, income_counterparty_key(description, source),
      -sum(amount), -sum(n))::income_counterparty_change
    FROM (
      SELECT company_id, date_trunc('month', date::timestamp)::date AS month, category,
        description, source, sum(amount_cents) AS amount, count(*) AS n
      FROM old_rows WHERE type = 'income' GROUP BY 1, 2, 3, 4, 5
    ) raw GROUP BY company_id, month, category, income_counterparty_key(description, source)));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION income_counterparty_monthly_replace() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM income_counterparty_apply(ARRAY(
    SELECT ROW(company_id, month, category, income_counterparty_key(description, source),
      sum(amount), sum(n))::income_counterparty_change
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
    ) raw GROUP BY company_id, month, category, income_counterparty_key(description, source)
    HAVING sum(amount) <> 0 OR sum(n) <> 0));
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Makes the company's window the twelve months from `first` (nothing to do when it already is):
-- summed from the monthly summary under the exclusive advisory lock, which waits for the writes
-- in flight to commit and holds new ones until this transaction does. Run by the API before it
-- reads Alex's period, so only a company's first read in a month pays for the sum.
CREATE FUNCTION income_counterparty_window_build(company uuid, first date) RETURNS void
  LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(29, hashtext(company::text));
  IF EXISTS (SELECT 1 FROM income_counterparty_windows
      WHERE company_id = company AND first_month = first) THEN
    RETURN;
  END IF;
  DELETE FROM income_counterparty_window WHERE company_id = company;
  INSERT INTO income_counterparty_window (company_id, counterparty, amount_cents, entries)
  SELECT company, counterparty, sum(amount_cents), sum(entries)
  FROM income_counterparty_monthly
  WHERE company_id = company AND month >= first AND month < first + interval '12 months'
    AND NOT is_owner_category(category)
  GROUP BY counterparty;
  INSERT INTO income_counterparty_windows AS s (company_id, first_month)
  SELECT company, first WHERE EXISTS (SELECT 1 FROM companies WHERE id = company)
  ON CONFLICT (company_id) DO UPDATE SET first_month = EXCLUDED.first_month;
END $$;
