CREATE TABLE "reconciliation_hints" (
	"company_id" uuid NOT NULL,
	"rfc" text NOT NULL,
	"keyword" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reconciliation_hints_company_id_rfc_keyword_pk" PRIMARY KEY("company_id","rfc","keyword")
);
--> statement-breakpoint
CREATE TABLE "reconciliation_matches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"bank_entry_id" uuid NOT NULL,
	"user_id" uuid,
	"score" integer,
	"bank_before" jsonb NOT NULL,
	"absorbed" jsonb NOT NULL,
	"document_uuids" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reconciliation_matches_score_check" CHECK ("reconciliation_matches"."score" IS NULL OR "reconciliation_matches"."score" BETWEEN 0 AND 100)
);
--> statement-breakpoint
ALTER TABLE "document_settlements" ALTER COLUMN "import_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "cash_flow_entries" ADD COLUMN "counterpart_rfc" text;--> statement-breakpoint
ALTER TABLE "document_settlements" ADD COLUMN "match_id" uuid;--> statement-breakpoint
ALTER TABLE "reconciliation_hints" ADD CONSTRAINT "reconciliation_hints_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reconciliation_matches" ADD CONSTRAINT "reconciliation_matches_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reconciliation_matches" ADD CONSTRAINT "reconciliation_matches_bank_entry_id_cash_flow_entries_id_fk" FOREIGN KEY ("bank_entry_id") REFERENCES "public"."cash_flow_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reconciliation_matches" ADD CONSTRAINT "reconciliation_matches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reconciliation_matches_bank_entry_key" ON "reconciliation_matches" USING btree ("bank_entry_id");--> statement-breakpoint
CREATE INDEX "reconciliation_matches_company_idx" ON "reconciliation_matches" USING btree ("company_id","created_at");--> statement-breakpoint
ALTER TABLE "document_settlements" ADD CONSTRAINT "document_settlements_match_id_reconciliation_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."reconciliation_matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_settlements_match_idx" ON "document_settlements" USING btree ("match_id");--> statement-breakpoint
ALTER TABLE "document_settlements" ADD CONSTRAINT "document_settlements_origin_check" CHECK ("document_settlements"."import_id" IS NOT NULL OR "document_settlements"."match_id" IS NOT NULL);--> statement-breakpoint
SELECT add_audit_triggers('reconciliation_matches', 'company_id', 'id');
--> statement-breakpoint
SELECT add_audit_triggers('reconciliation_hints', 'company_id', 'rfc', 'keyword');
