import {
  type AnalysisSettings,
  AnalysisSettingsInputSchema,
  type PutUserConfig,
  z,
} from '@caudal/contracts';
import { moneyToField, optionalNumber } from '../../lib/form-values.ts';

export const SAVED_MESSAGE = 'Configuración guardada exitosamente';
export const SAVE_FAILED_MESSAGE = 'No pudimos guardar la configuración.';

export type AnalysisPut = Extract<PutUserConfig, { section: 'analysis' }>['settings'];

/** The analysis section as typed: the choices, and the thresholds as text. */
export type AnalysisFormInput = {
  auto_analysis_frequency: AnalysisSettings['auto_analysis_frequency'];
  default_period: AnalysisSettings['default_period'];
  include_projections: boolean;
  cash_flow_critical: string;
  health_score_warning: string;
  ltv_coca_ratio_min: string;
};

export function analysisToForm(settings: AnalysisSettings): AnalysisFormInput {
  const t = settings.alert_thresholds;
  return {
    auto_analysis_frequency: settings.auto_analysis_frequency,
    default_period: settings.default_period,
    include_projections: settings.include_projections,
    cash_flow_critical: moneyToField(t.cash_flow_critical),
    health_score_warning: String(t.health_score_warning),
    ltv_coca_ratio_min: String(t.ltv_coca_ratio_min),
  };
}

/** The typed text as the PUT body (pesos as typed); a bad number stays NaN for the contract. */
function formToAnalysis(input: AnalysisFormInput): AnalysisPut {
  return {
    auto_analysis_frequency: input.auto_analysis_frequency,
    default_period: input.default_period,
    include_projections: input.include_projections,
    alert_thresholds: {
      cash_flow_critical: optionalNumber(input.cash_flow_critical) as number,
      health_score_warning: optionalNumber(input.health_score_warning) as number,
      ltv_coca_ratio_min: optionalNumber(input.ltv_coca_ratio_min) as number,
    },
  };
}

/**
 * Checked by the contract itself (limits and Spanish messages are the API's); a threshold's
 * message is shown under its own field.
 */
export const AnalysisFormSchema = z
  .object({
    auto_analysis_frequency: AnalysisSettingsInputSchema.shape.auto_analysis_frequency,
    default_period: AnalysisSettingsInputSchema.shape.default_period,
    include_projections: z.boolean(),
    cash_flow_critical: z.string(),
    health_score_warning: z.string(),
    ltv_coca_ratio_min: z.string(),
  })
  .transform(formToAnalysis)
  .superRefine((body, ctx) => {
    const checked = AnalysisSettingsInputSchema.safeParse(body);
    for (const issue of checked.error?.issues ?? []) {
      const path = issue.path[0] === 'alert_thresholds' ? issue.path.slice(1) : issue.path;
      ctx.addIssue({ code: 'custom', path, message: issue.message });
    }
  });
