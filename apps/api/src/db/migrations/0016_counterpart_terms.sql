CREATE TABLE "counterpart_terms" (
	"company_id" uuid NOT NULL,
	"rfc" text NOT NULL,
	"days" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "counterpart_terms_company_id_rfc_pk" PRIMARY KEY("company_id","rfc"),
	CONSTRAINT "counterpart_terms_days_check" CHECK ("counterpart_terms"."days" BETWEEN 1 AND 365)
);
--> statement-breakpoint
ALTER TABLE "counterpart_terms" ADD CONSTRAINT "counterpart_terms_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;