ALTER TABLE "companies" ADD COLUMN "receivables_cents" bigint;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "payables_cents" bigint;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "debt_cents" bigint;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "equity_cents" bigint;