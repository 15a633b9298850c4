/**
 * The demo data set: a family bakery in Puebla. For now only the company profile; the finance
 * issue adds its products, fixed costs and 24 months of dated entries.
 */
export const DEMO_COMPANY = {
  name: 'Panadería La Espiga',
  industry: 'food_beverage',
  businessStage: 'growth',
  employeeCount: 8,
  monthlyRevenueCents: 18_500_000,
} as const;

export const DEMO_USER = {
  fullName: 'Visitante de la demo',
  plan: 'demo',
  apiUsageLimit: 1000,
} as const;

/** Each visitor's sandbox lives this long, then the cleanup job deletes it. */
export const DEMO_SANDBOX_TTL_MS = 24 * 3_600_000;
