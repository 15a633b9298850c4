CREATE TABLE "bank_mappings" (
	"company_id" uuid NOT NULL,
	"account" text NOT NULL,
	"mapping" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_mappings_company_id_account_pk" PRIMARY KEY("company_id","account")
);
--> statement-breakpoint
CREATE TABLE "category_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"keyword" text NOT NULL,
	"category" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_settlements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"import_id" uuid NOT NULL,
	"document_uuid" text NOT NULL,
	"kind" text NOT NULL,
	"date" date NOT NULL,
	"amount_original_cents" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_settlements_kind_check" CHECK ("document_settlements"."kind" IN ('payment', 'credit-note'))
);
--> statement-breakpoint
CREATE TABLE "fiscal_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"import_id" uuid,
	"uuid" text NOT NULL,
	"direction" text NOT NULL,
	"counterpart_name" text NOT NULL,
	"counterpart_rfc" text NOT NULL,
	"folio" text,
	"issue_date" date NOT NULL,
	"due_date" date NOT NULL,
	"currency" text NOT NULL,
	"exchange_rate" numeric(20, 10) NOT NULL,
	"total_original_cents" bigint NOT NULL,
	"total_cents" bigint NOT NULL,
	"subtotal_cents" bigint NOT NULL,
	"iva_cents" bigint NOT NULL,
	"isr_withheld_cents" bigint NOT NULL,
	"iva_withheld_cents" bigint NOT NULL,
	"stamped" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fiscal_documents_direction_check" CHECK ("fiscal_documents"."direction" IN ('receivable', 'payable')),
	CONSTRAINT "fiscal_documents_total_check" CHECK ("fiscal_documents"."total_original_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "imported_cfdis" (
	"company_id" uuid NOT NULL,
	"key" text NOT NULL,
	"import_id" uuid NOT NULL,
	"stamped" boolean NOT NULL,
	CONSTRAINT "imported_cfdis_company_id_key_pk" PRIMARY KEY("company_id","key")
);
--> statement-breakpoint
CREATE TABLE "imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"user_id" uuid,
	"file_name" text NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'preview' NOT NULL,
	"account" text,
	"counts" jsonb NOT NULL,
	"plan" text NOT NULL,
	"created_count" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"committed_at" timestamp with time zone,
	"undone_at" timestamp with time zone,
	CONSTRAINT "imports_status_check" CHECK ("imports"."status" IN ('preview', 'committed', 'undone'))
);
--> statement-breakpoint
ALTER TABLE "cash_flow_entries" ADD COLUMN "import_id" uuid;--> statement-breakpoint
ALTER TABLE "cash_flow_entries" ADD COLUMN "external_id" text;--> statement-breakpoint
ALTER TABLE "cash_flow_entries" ADD COLUMN "subtotal_cents" bigint;--> statement-breakpoint
ALTER TABLE "cash_flow_entries" ADD COLUMN "iva_cents" bigint;--> statement-breakpoint
ALTER TABLE "cash_flow_entries" ADD COLUMN "isr_withheld_cents" bigint;--> statement-breakpoint
ALTER TABLE "cash_flow_entries" ADD COLUMN "iva_withheld_cents" bigint;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "rfc" text;--> statement-breakpoint
ALTER TABLE "bank_mappings" ADD CONSTRAINT "bank_mappings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_rules" ADD CONSTRAINT "category_rules_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_settlements" ADD CONSTRAINT "document_settlements_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_settlements" ADD CONSTRAINT "document_settlements_import_id_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fiscal_documents" ADD CONSTRAINT "fiscal_documents_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fiscal_documents" ADD CONSTRAINT "fiscal_documents_import_id_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."imports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imported_cfdis" ADD CONSTRAINT "imported_cfdis_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imported_cfdis" ADD CONSTRAINT "imported_cfdis_import_id_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imports" ADD CONSTRAINT "imports_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imports" ADD CONSTRAINT "imports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "category_rules_company_keyword_key" ON "category_rules" USING btree ("company_id","keyword");--> statement-breakpoint
CREATE INDEX "document_settlements_company_uuid_idx" ON "document_settlements" USING btree ("company_id","document_uuid");--> statement-breakpoint
CREATE INDEX "document_settlements_import_idx" ON "document_settlements" USING btree ("import_id");--> statement-breakpoint
CREATE UNIQUE INDEX "fiscal_documents_company_uuid_key" ON "fiscal_documents" USING btree ("company_id","uuid");--> statement-breakpoint
CREATE INDEX "fiscal_documents_company_due_idx" ON "fiscal_documents" USING btree ("company_id","direction","due_date");--> statement-breakpoint
CREATE INDEX "imported_cfdis_import_idx" ON "imported_cfdis" USING btree ("import_id");--> statement-breakpoint
CREATE INDEX "imports_company_created_idx" ON "imports" USING btree ("company_id","created_at");--> statement-breakpoint
ALTER TABLE "cash_flow_entries" ADD CONSTRAINT "cash_flow_entries_import_id_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."imports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cash_flow_entries_company_external_key" ON "cash_flow_entries" USING btree ("company_id","external_id");--> statement-breakpoint
CREATE INDEX "cash_flow_entries_import_idx" ON "cash_flow_entries" USING btree ("import_id");--> statement-breakpoint
-- Hand-written part of the imports migration (issue 13), appended after drizzle-kit's SQL.
-- Receivables and payables (and the payments and credit notes that settle them) feed the
-- forecast and Maya's analysis, so they bump companies.data_version like the entries do
-- (migration 0005: company_data_changed(), statement-level, once per statement).
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['fiscal_documents', 'document_settlements']
  LOOP
    EXECUTE format('CREATE TRIGGER %1$s_data_version_insert AFTER INSERT ON %1$I
      REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT
      EXECUTE FUNCTION company_data_changed()', t);
    EXECUTE format('CREATE TRIGGER %1$s_data_version_delete AFTER DELETE ON %1$I
      REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT
      EXECUTE FUNCTION company_data_changed()', t);
    EXECUTE format('CREATE TRIGGER %1$s_data_version_update AFTER UPDATE ON %1$I
      REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT
      EXECUTE FUNCTION company_data_changed()', t);
  END LOOP;
END $$;
