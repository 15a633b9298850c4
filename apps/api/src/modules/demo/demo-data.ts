export const DEMO_USER = {
  fullName: 'Visitante de la demo',
  plan: 'demo',
  apiUsageLimit: 1000,
} as const;

/** Each visitor's sandbox lives this long, then the cleanup job deletes it. */
export const DEMO_SANDBOX_TTL_MS = 24 * 3_600_000;
