CREATE TABLE "budget_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"month" text NOT NULL,
	"category" text NOT NULL,
	"category_key" text NOT NULL,
	"type" text NOT NULL,
	"planned_cents" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "budget_lines_type_check" CHECK ("budget_lines"."type" IN ('income', 'expense')),
	CONSTRAINT "budget_lines_month_check" CHECK ("budget_lines"."month" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
	CONSTRAINT "budget_lines_planned_check" CHECK ("budget_lines"."planned_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "goals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"target_cents" bigint NOT NULL,
	"current_cents" bigint DEFAULT 0 NOT NULL,
	"deadline" date NOT NULL,
	"category" text DEFAULT 'savings' NOT NULL,
	"priority" text DEFAULT 'medium' NOT NULL,
	"link" text DEFAULT 'none' NOT NULL,
	"link_category" text,
	"start_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "goals_category_check" CHECK ("goals"."category" IN ('revenue', 'savings', 'investment', 'expansion', 'debt')),
	CONSTRAINT "goals_priority_check" CHECK ("goals"."priority" IN ('high', 'medium', 'low')),
	CONSTRAINT "goals_link_check" CHECK ("goals"."link" IN ('none', 'revenue', 'cash-balance', 'net-profit', 'category')
        AND ("goals"."link" <> 'category' OR "goals"."link_category" IS NOT NULL)),
	CONSTRAINT "goals_amounts_check" CHECK ("goals"."target_cents" > 0 AND "goals"."current_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "planning_scenarios" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"probability" double precision NOT NULL,
	"revenue_impact" double precision NOT NULL,
	"cost_impact" double precision NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "planning_scenarios_probability_check" CHECK ("planning_scenarios"."probability" BETWEEN 0 AND 100)
);
--> statement-breakpoint
ALTER TABLE "budget_lines" ADD CONSTRAINT "budget_lines_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goals" ADD CONSTRAINT "goals_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "planning_scenarios" ADD CONSTRAINT "planning_scenarios_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "budget_lines_unique_idx" ON "budget_lines" USING btree ("company_id","month","type","category_key");--> statement-breakpoint
CREATE INDEX "goals_company_idx" ON "goals" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "planning_scenarios_position_idx" ON "planning_scenarios" USING btree ("company_id","position");