import {
  BUSINESS_STAGE_LABELS,
  BUSINESS_STAGES,
  INDUSTRIES,
  INDUSTRY_LABELS,
} from '@caudal/contracts';

type Option = { value: string; label: string };

export const INDUSTRY_OPTIONS: Option[] = INDUSTRIES.map((value) => ({
  value,
  label: INDUSTRY_LABELS[value],
}));

export const BUSINESS_STAGE_OPTIONS: Option[] = BUSINESS_STAGES.map((value) => ({
  value,
  label: BUSINESS_STAGE_LABELS[value],
}));
