CREATE TABLE "cash_flow_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"date" date NOT NULL,
	"type" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"description" text NOT NULL,
	"category" text NOT NULL,
	"recurring" boolean DEFAULT false NOT NULL,
	"source" text DEFAULT 'manual' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cash_flow_entries_check" CHECK ("cash_flow_entries"."amount_cents" > 0 AND "cash_flow_entries"."type" IN ('income', 'expense'))
);
--> statement-breakpoint
CREATE TABLE "fixed_costs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"category" text NOT NULL,
	"recurring" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fixed_costs_amount_check" CHECK ("fixed_costs"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"price_cents" bigint NOT NULL,
	"variable_cost_cents" bigint NOT NULL,
	"monthly_sales" integer NOT NULL,
	"category" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_money_check" CHECK ("products"."price_cents" >= 0 AND "products"."variable_cost_cents" >= 0 AND "products"."monthly_sales" >= 0)
);
--> statement-breakpoint
CREATE TABLE "variable_cost_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"category" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "variable_cost_lines_check" CHECK ("variable_cost_lines"."amount_cents" > 0 AND "variable_cost_lines"."type" IN ('fixed', 'variable'))
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "founded_date" date;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "business_model" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "cash_balance_cents" bigint;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "onboarding_completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cash_flow_entries" ADD CONSTRAINT "cash_flow_entries_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fixed_costs" ADD CONSTRAINT "fixed_costs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variable_cost_lines" ADD CONSTRAINT "variable_cost_lines_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cash_flow_entries_company_date_idx" ON "cash_flow_entries" USING btree ("company_id","date");--> statement-breakpoint
CREATE INDEX "fixed_costs_company_idx" ON "fixed_costs" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "products_company_idx" ON "products" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "variable_cost_lines_company_idx" ON "variable_cost_lines" USING btree ("company_id","created_at");