CREATE TABLE "cash_flow_daily" (
	"company_id" uuid NOT NULL,
	"date" date NOT NULL,
	"type" text NOT NULL,
	"category" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"entries" integer NOT NULL,
	CONSTRAINT "cash_flow_daily_company_id_date_type_category_pk" PRIMARY KEY("company_id","date","type","category")
);
--> statement-breakpoint
ALTER TABLE "cash_flow_daily" ADD CONSTRAINT "cash_flow_daily_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;