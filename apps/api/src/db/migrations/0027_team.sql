CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"user_id" uuid,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"resource" text NOT NULL,
	"resource_id" text,
	"action" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"rows" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_members" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_members_role_check" CHECK ("company_members"."role" IN ('owner', 'accountant', 'viewer'))
);
--> statement-breakpoint
CREATE TABLE "team_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "team_invitations_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "team_invitations_role_check" CHECK ("team_invitations"."role" IN ('owner', 'accountant', 'viewer'))
);
--> statement-breakpoint
-- Every company's owner becomes its first member, before the column that named them goes.
INSERT INTO "company_members" ("user_id", "company_id", "role", "created_at")
SELECT "owner_user_id", "id", 'owner', "created_at" FROM "companies";
--> statement-breakpoint
ALTER TABLE "companies" DROP CONSTRAINT "companies_owner_user_id_unique";--> statement-breakpoint
ALTER TABLE "companies" DROP CONSTRAINT "companies_owner_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_members" ADD CONSTRAINT "company_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_members" ADD CONSTRAINT "company_members_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_invitations" ADD CONSTRAINT "team_invitations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_invitations" ADD CONSTRAINT "team_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_company_at_idx" ON "audit_log" USING btree ("company_id","at");--> statement-breakpoint
CREATE INDEX "company_members_company_idx" ON "company_members" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "team_invitations_company_idx" ON "team_invitations" USING btree ("company_id","created_at");--> statement-breakpoint
ALTER TABLE "companies" DROP COLUMN "owner_user_id";
--> statement-breakpoint
-- The audit log (issue 20). Triggers write it, so no write path can forget to: the person is the
-- request's (`caudal.actor`, set by db/client.ts at the start of each transaction of a signed-in
-- request); a write without one (the job queue's engines, the demo's seeding) is not a person's
-- change and is not recorded. Noise is left out of rows: the data version, the write's own
-- timestamp and secrets.
CREATE FUNCTION audit_key(j jsonb, keys text[]) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN array_length(keys, 1) = 1 THEN j ->> keys[1]
    ELSE (SELECT jsonb_object_agg(k, j -> k) FROM unnest(keys) k)::text END
$$;
--> statement-breakpoint
CREATE FUNCTION audit_clean(j jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT j - ARRAY['data_version', 'updated_at', 'token_hash', 'webhook_secret', 'password_hash']
$$;
--> statement-breakpoint
-- TG_ARGV: the column naming the company, then the row's key columns. A statement of more than
-- 20 rows (an import, a copied budget) is one line per company with their count. A row whose
-- company is gone (the company was deleted) is not logged: its log goes with it.
CREATE FUNCTION audit_changes() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  actor uuid := nullif(current_setting('caudal.actor', true), '')::uuid;
  company_col text := TG_ARGV[0];
  keys text[] := TG_ARGV[1:];
  action text := CASE TG_OP WHEN 'INSERT' THEN 'create' WHEN 'DELETE' THEN 'delete' ELSE 'update' END;
  rows_table text := CASE TG_OP WHEN 'DELETE' THEN 'old_rows' ELSE 'new_rows' END;
  n bigint;
BEGIN
  IF actor IS NULL THEN
    RETURN NULL;
  END IF;
  -- A person deleting their own account: the lines their deletion writes name no one.
  actor := (SELECT id FROM users WHERE id = actor);
  EXECUTE format('SELECT count(*) FROM %I', rows_table) INTO n;
  IF n > 20 THEN
    EXECUTE format('INSERT INTO audit_log (company_id, user_id, resource, action, rows)
      SELECT c.id, $1, $2, $3, count(*) FROM %I r JOIN companies c ON c.id = r.%I GROUP BY c.id',
      rows_table, company_col) USING actor, TG_TABLE_NAME, action;
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO audit_log (company_id, user_id, resource, resource_id, action, after)
    SELECT c.id, actor, TG_TABLE_NAME, audit_key(x.j, keys), action, x.j
    FROM (SELECT audit_clean(to_jsonb(r)) j FROM new_rows r) x
    JOIN companies c ON c.id = (x.j ->> company_col)::uuid;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO audit_log (company_id, user_id, resource, resource_id, action, before)
    SELECT c.id, actor, TG_TABLE_NAME, audit_key(x.j, keys), action, x.j
    FROM (SELECT audit_clean(to_jsonb(r)) j FROM old_rows r) x
    JOIN companies c ON c.id = (x.j ->> company_col)::uuid;
  ELSE
    INSERT INTO audit_log (company_id, user_id, resource, resource_id, action, before, after)
    SELECT c.id, actor, TG_TABLE_NAME, audit_key(n.j, keys), action, o.j, n.j
    FROM (SELECT audit_clean(to_jsonb(r)) j FROM old_rows r) o
    JOIN (SELECT audit_clean(to_jsonb(r)) j FROM new_rows r) n
      ON audit_key(o.j, keys) = audit_key(n.j, keys)
    JOIN companies c ON c.id = (n.j ->> company_col)::uuid
    WHERE o.j IS DISTINCT FROM n.j;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION add_audit_triggers(t text, company_col text, variadic keys text[]) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  args text := (SELECT string_agg(quote_literal(a), ', ') FROM unnest(company_col || keys) a);
BEGIN
  EXECUTE format('CREATE TRIGGER %1$s_audit_insert AFTER INSERT ON %1$I
    REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_changes(%2$s)', t, args);
  EXECUTE format('CREATE TRIGGER %1$s_audit_delete AFTER DELETE ON %1$I
    REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_changes(%2$s)', t, args);
  EXECUTE format('CREATE TRIGGER %1$s_audit_update AFTER UPDATE ON %1$I
    REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT
    EXECUTE FUNCTION audit_changes(%2$s)', t, args);
END $$;
--> statement-breakpoint
-- The log is history: a line never changes, except that a deleted person's name leaves it (their
-- user_id becomes null, as the foreign key says).
CREATE FUNCTION audit_log_is_history() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.user_id IS NULL AND to_jsonb(NEW) - 'user_id' = to_jsonb(OLD) - 'user_id' THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'audit_log no se modifica';
END $$;
--> statement-breakpoint
CREATE TRIGGER audit_log_no_update BEFORE UPDATE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_is_history();
--> statement-breakpoint
SELECT add_audit_triggers('companies', 'id', 'id');
--> statement-breakpoint
SELECT add_audit_triggers(t, 'company_id', 'id') FROM unnest(ARRAY['products', 'fixed_costs',
  'variable_cost_lines', 'cash_flow_entries', 'customer_records', 'unit_economics_scenarios',
  'investments', 'profit_centre_groups', 'goals', 'budget_lines', 'planning_scenarios',
  'automation_rules', 'growth_simulations', 'imports', 'category_rules', 'team_invitations']) t;
--> statement-breakpoint
SELECT add_audit_triggers(t, 'company_id', 'company_id') FROM unnest(ARRAY['growth_settings',
  'report_kpi_settings', 'cash_forecast_settings', 'company_settings']) t;
--> statement-breakpoint
SELECT add_audit_triggers('pricing_inputs', 'company_id', 'product_id');
--> statement-breakpoint
SELECT add_audit_triggers('counterpart_terms', 'company_id', 'rfc');
--> statement-breakpoint
SELECT add_audit_triggers('bank_mappings', 'company_id', 'account');
--> statement-breakpoint
SELECT add_audit_triggers('agent_settings', 'company_id', 'agent_id');
--> statement-breakpoint
SELECT add_audit_triggers('company_members', 'company_id', 'user_id');
