import type { User } from '@caudal/contracts';
import { centavos } from '@caudal/finance/money';

/** A valid user for unit tests. */
export const TEST_USER: User = {
  id: 'a3c9e0f2-3b1d-4f7a-9c2e-1f4b5d6e7a8b',
  email: 'ana@ejemplo.mx',
  username: 'ana',
  full_name: 'Ana López',
  company_name: 'Tacos Ana',
  industry: 'food_beverage',
  business_stage: 'startup',
  employee_count: 4,
  monthly_revenue: centavos(8_500_000),
  phone: null,
  country: 'México',
  subscription_plan: 'trial',
  role: 'owner',
  created_at: '2026-03-01T18:00:00.000Z',
  api_usage_count: 3,
  api_usage_limit: 1000,
};
