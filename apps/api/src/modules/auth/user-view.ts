import type { BusinessStage, Industry, SubscriptionPlan, TeamRole, User } from '@caudal/contracts';
import type { UserWithCompany } from './auth.repository.ts';

/** The API's User (000 §3): account fields plus the company fields of the register payload. */
export function toUserView({
  user,
  company,
  role,
}: Pick<UserWithCompany, 'user' | 'company'> & { role?: string | null }): User {
  return {
    id: user.id,
    email: user.email,
    username: user.username,
    full_name: user.fullName,
    company_name: company?.name ?? null,
    industry: (company?.industry as Industry | null) ?? null,
    business_stage: (company?.businessStage as BusinessStage | null) ?? null,
    employee_count: company?.employeeCount ?? null,
    monthly_revenue: company?.monthlyRevenueCentavos ?? null,
    phone: user.phone,
    country: user.country,
    subscription_plan: user.subscriptionPlan as SubscriptionPlan,
    // Registration and the demo create an owner; a read names the membership.
    role: (role ?? 'owner') as TeamRole,
    created_at: user.createdAt.toISOString(),
    api_usage_count: user.apiUsageCount,
    api_usage_limit: user.apiUsageLimit,
  };
}
