import type { BusinessStage, Industry } from '@caudal/contracts';
import { sql } from 'drizzle-orm';
import type { Part } from '../db/parts.ts';

export type DashboardCompany = {
  name: string | null;
  industry: Industry | null;
  employees: number | null;
  stage: BusinessStage | null;
};

/** The profile fields the dashboard's header shows. */
export function dashboardCompanyPart(companyId: string): Part<DashboardCompany | null> {
  return {
    expr: sql`
      SELECT json_build_object('name', name, 'industry', industry,
        'employees', employee_count, 'stage', business_stage)
      FROM companies WHERE id = ${companyId}`,
    read: (value) => (value ?? null) as DashboardCompany | null,
  };
}
