import type { Centavos, FigureThresholds } from '@caudal/finance';
import { sql } from 'drizzle-orm';
import type { Part } from '../db/parts.ts';
import type { companySettings } from '../db/schema/index.ts';

export type CompanySettingsRow = typeof companySettings.$inferSelect;
export type CompanySettingsValues = Omit<CompanySettingsRow, 'companyId' | 'updatedAt'>;

/** The company's analysis settings when it saved none (the migration's column defaults). */
export const DEFAULT_COMPANY_SETTINGS: CompanySettingsValues = {
  analysisFrequency: 'weekly',
  defaultPeriod: 'last_3_months',
  includeProjections: true,
  cashCriticalCentavos: 0 as Centavos,
  healthScoreWarning: 60,
  ltvCocaMin: 3,
};

/** The alert thresholds the header reads, as a part of its one statement (db/parts.ts). */
export function alertThresholdsPart(companyId: string): Part<Required<FigureThresholds>> {
  return {
    expr: sql`SELECT json_build_object('h', health_score_warning, 'c', cash_critical_cents)
      FROM company_settings WHERE company_id = ${companyId}`,
    read: (value) => {
      const v = value as { h: number; c: number } | null;
      return v
        ? { healthScoreWarning: v.h, cashCriticalCentavos: v.c as Centavos }
        : {
            healthScoreWarning: DEFAULT_COMPANY_SETTINGS.healthScoreWarning,
            cashCriticalCentavos: DEFAULT_COMPANY_SETTINGS.cashCriticalCentavos,
          };
    },
  };
}
