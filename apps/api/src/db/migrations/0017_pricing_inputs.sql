CREATE TABLE "pricing_inputs" (
	"company_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"target_margin_percent" double precision NOT NULL,
	"competitor_price_cents" bigint NOT NULL,
	"price_elasticity" double precision NOT NULL,
	"demand" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pricing_inputs_company_id_product_id_pk" PRIMARY KEY("company_id","product_id"),
	CONSTRAINT "pricing_inputs_values_check" CHECK ("pricing_inputs"."target_margin_percent" >= 0 AND "pricing_inputs"."target_margin_percent" < 100
        AND "pricing_inputs"."competitor_price_cents" > 0 AND "pricing_inputs"."price_elasticity" <= 0
        AND ("pricing_inputs"."demand" IS NULL OR "pricing_inputs"."demand" >= 0))
);
--> statement-breakpoint
ALTER TABLE "pricing_inputs" ADD CONSTRAINT "pricing_inputs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pricing_inputs" ADD CONSTRAINT "pricing_inputs_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The costs-and-pricing view reads the pricing inputs: their changes bump the company's data
-- version like the catalogue's and the entries' (migration 0005), so the memoized view follows.
CREATE TRIGGER pricing_inputs_data_version_insert AFTER INSERT ON pricing_inputs
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION company_data_changed();
--> statement-breakpoint
CREATE TRIGGER pricing_inputs_data_version_delete AFTER DELETE ON pricing_inputs
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION company_data_changed();
--> statement-breakpoint
CREATE TRIGGER pricing_inputs_data_version_update AFTER UPDATE ON pricing_inputs
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION company_data_changed();
