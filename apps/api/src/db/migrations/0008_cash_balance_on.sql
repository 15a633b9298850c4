ALTER TABLE "companies" ADD COLUMN "cash_balance_on" date;--> statement-breakpoint
-- A balance given before this column existed counts as given on the company's last change.
UPDATE "companies" SET "cash_balance_on" = ("updated_at" AT TIME ZONE 'America/Mexico_City')::date
WHERE "cash_balance_cents" IS NOT NULL;
