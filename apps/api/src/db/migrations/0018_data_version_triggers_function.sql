-- A table whose rows feed the company's figures bumps companies.data_version on every write
-- (migration 0005: company_data_changed(), statement-level, once per statement). Migrations from
-- here on add that with one call, `SELECT add_data_version_triggers('my_table');`, instead of
-- spelling out its three triggers. The table needs a company_id column.
CREATE FUNCTION add_data_version_triggers(t text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('CREATE TRIGGER %1$s_data_version_insert AFTER INSERT ON %1$I
    REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT
    EXECUTE FUNCTION company_data_changed()', t);
  EXECUTE format('CREATE TRIGGER %1$s_data_version_delete AFTER DELETE ON %1$I
    REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT
    EXECUTE FUNCTION company_data_changed()', t);
  EXECUTE format('CREATE TRIGGER %1$s_data_version_update AFTER UPDATE ON %1$I
    REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT
    EXECUTE FUNCTION company_data_changed()', t);
END $$;
