ALTER TABLE "pricing_inputs" DROP CONSTRAINT "pricing_inputs_values_check";--> statement-breakpoint
ALTER TABLE "pricing_inputs" ALTER COLUMN "competitor_price_cents" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "pricing_inputs" ADD CONSTRAINT "pricing_inputs_values_check" CHECK ("pricing_inputs"."target_margin_percent" >= 0 AND "pricing_inputs"."target_margin_percent" < 100
        AND ("pricing_inputs"."competitor_price_cents" IS NULL OR "pricing_inputs"."competitor_price_cents" > 0) AND "pricing_inputs"."price_elasticity" <= 0
        AND ("pricing_inputs"."demand" IS NULL OR "pricing_inputs"."demand" >= 0));--> statement-breakpoint
-- The form prefilled the spec's 179 for every product, so a saved 179 is the default the owner
-- kept, not a competitor's price they gave (issue 31): it is cleared, and the card asks for one.
UPDATE "pricing_inputs" SET "competitor_price_cents" = NULL WHERE "competitor_price_cents" = 17900;
