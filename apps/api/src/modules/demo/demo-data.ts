export const DEMO_USER = {
  fullName: 'Visitante de la demo',
  plan: 'demo',
  apiUsageLimit: 1000,
} as const;

/** Each visitor's sandbox lives this long, then the cleanup job deletes it. */
export const DEMO_SANDBOX_TTL_MS = 24 * 3_600_000;

/**
 * What the demo owner has "done" on the learning path, so the demo starts in the spec's states
 * (000 §4): fundamentals completed, cash flow 60 % (3 of its 5 steps: its chapter, an entry and
 * the projection; Maya's analysis and the CSV are left to do), unit economics available.
 */
export const DEMO_LEARNING_STEPS = [
  'read-1',
  'company-profile',
  'dashboard-review',
  'read-3',
  'cash-flow-entry',
  'cash-flow-projection',
] as const;
