CREATE TABLE "investments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"type" text DEFAULT 'other' NOT NULL,
	"initial_cost_cents" bigint NOT NULL,
	"monthly_return_cents" bigint NOT NULL,
	"duration_months" integer DEFAULT 12 NOT NULL,
	"risk_level" text DEFAULT 'medium' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "investments_type_check" CHECK ("investments"."type" IN ('marketing', 'technology', 'equipment', 'expansion', 'other')),
	CONSTRAINT "investments_risk_check" CHECK ("investments"."risk_level" IN ('low', 'medium', 'high')),
	CONSTRAINT "investments_amounts_check" CHECK ("investments"."initial_cost_cents" > 0 AND "investments"."monthly_return_cents" >= 0 AND "investments"."duration_months" >= 1)
);
--> statement-breakpoint
CREATE TABLE "profit_centre_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"centre_keys" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "investments" ADD CONSTRAINT "investments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profit_centre_groups" ADD CONSTRAINT "profit_centre_groups_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "investments_company_idx" ON "investments" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "profit_centre_groups_company_idx" ON "profit_centre_groups" USING btree ("company_id","created_at");--> statement-breakpoint
-- The profitability view reads the investments and the centre groups (migration 0018).
SELECT add_data_version_triggers('investments');
--> statement-breakpoint
SELECT add_data_version_triggers('profit_centre_groups');
