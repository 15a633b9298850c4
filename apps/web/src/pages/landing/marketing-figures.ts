/**
 * Marketing figures come from configuration, never from the code (DECISIONS.md: no invented
 * statistics). A figure shows only when its setting is a positive whole number.
 */
export type MarketingFigures = { activeCompanies: number | null };

function positiveInteger(raw: string | undefined): number | null {
  if (raw === undefined || !/^\s*\d+\s*$/.test(raw)) return null;
  const value = Number(raw);
  return Number.isSafeInteger(value) && value > 0 ? value : null;
}

export function marketingFigures(env: {
  VITE_MARKETING_ACTIVE_COMPANIES?: string;
}): MarketingFigures {
  return { activeCompanies: positiveInteger(env.VITE_MARKETING_ACTIVE_COMPANIES) };
}

/** The figures of this build. */
export const MARKETING = marketingFigures(import.meta.env);
