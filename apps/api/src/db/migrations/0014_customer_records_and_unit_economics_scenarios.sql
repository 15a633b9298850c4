CREATE TABLE "customer_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"month" text NOT NULL,
	"active_customers" integer NOT NULL,
	"new_customers" integer NOT NULL,
	"marketing_spend_cents" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_records_counts_check" CHECK ("customer_records"."active_customers" >= 0 AND "customer_records"."new_customers" >= 0 AND "customer_records"."new_customers" <= "customer_records"."active_customers"),
	CONSTRAINT "customer_records_month_check" CHECK ("customer_records"."month" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
	CONSTRAINT "customer_records_marketing_check" CHECK ("customer_records"."marketing_spend_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "unit_economics_scenarios" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"product_id" uuid,
	"price_cents" bigint NOT NULL,
	"variable_cost_cents" bigint NOT NULL,
	"marketing_spend_cents" bigint NOT NULL,
	"new_customers" integer NOT NULL,
	"avg_purchase_freq" double precision NOT NULL,
	"retention_months" double precision NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "unit_economics_scenarios_inputs_check" CHECK ("unit_economics_scenarios"."price_cents" >= 0 AND "unit_economics_scenarios"."variable_cost_cents" >= 0 AND "unit_economics_scenarios"."marketing_spend_cents" >= 0
        AND "unit_economics_scenarios"."new_customers" >= 0 AND "unit_economics_scenarios"."avg_purchase_freq" >= 0 AND "unit_economics_scenarios"."retention_months" >= 0)
);
--> statement-breakpoint
ALTER TABLE "customer_records" ADD CONSTRAINT "customer_records_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_economics_scenarios" ADD CONSTRAINT "unit_economics_scenarios_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_economics_scenarios" ADD CONSTRAINT "unit_economics_scenarios_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "customer_records_company_month_idx" ON "customer_records" USING btree ("company_id","month");--> statement-breakpoint
CREATE INDEX "unit_economics_scenarios_company_idx" ON "unit_economics_scenarios" USING btree ("company_id","created_at");--> statement-breakpoint
-- The unit-economics view reads the customer records: their changes bump the company's data
-- version like the catalogue's and the entries' (migration 0005), so the memoized view follows.
CREATE TRIGGER customer_records_data_version_insert AFTER INSERT ON customer_records
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION company_data_changed();
--> statement-breakpoint
CREATE TRIGGER customer_records_data_version_delete AFTER DELETE ON customer_records
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION company_data_changed();
--> statement-breakpoint
CREATE TRIGGER customer_records_data_version_update AFTER UPDATE ON customer_records
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION company_data_changed();
