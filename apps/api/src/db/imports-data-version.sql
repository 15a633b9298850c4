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
