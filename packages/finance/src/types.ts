/**
 * Shapes shared by every module.
 *
 * Null + reason: a value that cannot be computed (a division by zero, a missing input) is
 * `null`, and the object that holds it carries `notes`, keyed by that field's name, with the
 * reason in Spanish. No function returns NaN or Infinity.
 */
export type Notes<T> = Partial<Record<Exclude<keyof T, 'notes'>, string>>;

/** Semantic colour of a figure; the UI maps it to green, amber and red. */
export type Tone = 'good' | 'warning' | 'bad';

export type Trend = 'up' | 'down' | 'flat';

export type RiskLevel = 'low' | 'medium' | 'high';

export type Priority = 'high' | 'medium' | 'low';

/** A rule-based observation with its user-facing text in Spanish. */
export type Insight = {
  code: string;
  tone: Tone;
  title: string;
  message: string;
};
