import type { Tone } from '@caudal/finance';

/**
 * The one palette of finance's tones. Finance decides whether a figure is good, a warning or bad
 * (`…Tone` functions, `null` for no verdict); screens only look the colour up here, so a
 * threshold never hides in a class name. Text colours pass WCAG AA on white and on their badge.
 */
export type ToneKey = Tone | 'neutral';

/** finance's verdict, or neutral when it gave none. */
export const toneKey = (tone: ToneKey | null | undefined): ToneKey => tone ?? 'neutral';

/** Secondary text and small figures (a change line, an icon). */
export const TONE_TEXT: Record<ToneKey, string> = {
  good: 'text-emerald-700',
  warning: 'text-amber-700',
  bad: 'text-red-700',
  neutral: 'text-slate-600',
};

/** A figure in a KPI card: neutral figures stay dark, not grey. */
export const TONE_FIGURE: Record<ToneKey, string> = { ...TONE_TEXT, neutral: 'text-slate-900' };

export const TONE_BADGE: Record<ToneKey, string> = {
  good: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  warning: 'bg-amber-50 text-amber-900 ring-amber-200',
  bad: 'bg-red-50 text-red-800 ring-red-200',
  neutral: 'bg-slate-50 text-slate-800 ring-slate-200',
};

export const TONE_DOT: Record<ToneKey, string> = {
  good: 'bg-emerald-600',
  warning: 'bg-amber-500',
  bad: 'bg-red-600',
  neutral: 'bg-slate-400',
};

/** What a colour says, for screen readers (colour alone carries no meaning: WCAG 1.4.1). */
export const TONE_WORDS: Record<Tone, string> = {
  good: 'Bien',
  warning: 'Atención',
  bad: 'Riesgo',
};
