import { centavos } from '@caudal/finance/money';
import { describe, expect, it } from 'vitest';
import { AnalysisFormSchema, analysisToForm } from './settings-forms.ts';
import { parseSection } from './settings-sections.ts';

const SAVED = {
  auto_analysis_frequency: 'weekly',
  default_period: 'last_3_months',
  include_projections: true,
  alert_thresholds: {
    cash_flow_critical: centavos(1_250_050),
    health_score_warning: 60,
    ltv_coca_ratio_min: 3,
  },
} as const;

describe('the settings section in the address', () => {
  it.each([
    ['analysis', 'analysis'],
    ['seguridad', 'security'],
    [' Tablero ', 'dashboard'],
    [null, 'profile'],
    ['otra', 'profile'],
    ['equipo', 'team'],
    ['historial', 'audit'],
    ['datos', 'data'],
  ] as const)('%s opens %s', (param, section) => {
    expect(parseSection(param)).toBe(section);
  });

  it("a viewer asking for the audit log gets Perfil; the team is everyone's", () => {
    expect(parseSection('historial', 'viewer')).toBe('profile');
    expect(parseSection('audit', 'accountant')).toBe('audit');
    expect(parseSection('equipo', 'viewer')).toBe('team');
  });
});

describe('the analysis form', () => {
  it('shows the saved thresholds in pesos and sends them back as typed', () => {
    const form = analysisToForm(SAVED);
    expect(form.cash_flow_critical).toBe('12500.5');
    expect(AnalysisFormSchema.parse(form)).toEqual({
      auto_analysis_frequency: 'weekly',
      default_period: 'last_3_months',
      include_projections: true,
      alert_thresholds: {
        cash_flow_critical: 12500.5,
        health_score_warning: 60,
        ltv_coca_ratio_min: 3,
      },
    });
  });

  it.each([
    ['health_score_warning', '101'],
    ['health_score_warning', '70.5'],
    ['ltv_coca_ratio_min', '-1'],
    ['ltv_coca_ratio_min', '2.55'],
    ['cash_flow_critical', 'abc'],
    ['cash_flow_critical', ''],
  ] as const)('refuses %s = %s under that field, in Spanish', (field, value) => {
    const result = AnalysisFormSchema.safeParse({ ...analysisToForm(SAVED), [field]: value });
    const issue = result.error?.issues[0];
    expect(issue?.path).toEqual([field]);
    expect(issue?.message).toMatch(/[a-záéíóú]/);
    expect(issue?.message).not.toMatch(/expected|invalid/i);
  });
});
