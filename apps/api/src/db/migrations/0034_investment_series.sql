ALTER TABLE "investments" ALTER COLUMN "monthly_return_cents" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "investments" ADD COLUMN "cash_flows_cents" bigint[];--> statement-breakpoint
-- Issue 33: an investment stored before the series is its equivalent series: the cost paid
-- today, then the same monthly return for each of its months (discounted at the default 12 %).
UPDATE "investments" SET "cash_flows_cents" = array_fill("monthly_return_cents", ARRAY["duration_months"]);--> statement-breakpoint
ALTER TABLE "investments" ALTER COLUMN "cash_flows_cents" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "investments" ADD COLUMN "period_unit" text DEFAULT 'month' NOT NULL;--> statement-breakpoint
ALTER TABLE "investments" ADD COLUMN "discount_rate_percent" double precision DEFAULT 12 NOT NULL;--> statement-breakpoint
ALTER TABLE "investments" ADD COLUMN "salvage_cents" bigint;--> statement-breakpoint
ALTER TABLE "investments" ADD CONSTRAINT "investments_series_check" CHECK ("investments"."period_unit" IN ('month', 'year') AND cardinality("investments"."cash_flows_cents") >= 1 AND "investments"."discount_rate_percent" > -100 AND "investments"."salvage_cents" >= 0);