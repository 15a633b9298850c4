import type { ApiModule } from '../../lib/module.ts';
import { costsPricingRoutes } from './costs-pricing.routes.ts';
import { pricingAiRoutes } from './pricing-ai.routes.ts';

/** The costs-and-pricing screen's view, the owner's pricing inputs and "Aplicar precio". */
export const costsPricingModule: ApiModule = {
  name: 'costs-pricing',
  prefix: '/api/costs-pricing',
  routes: costsPricingRoutes,
};

/** The spec's pricing call (001 §7), the same analysis as the pricing tab. */
export const pricingAiModule: ApiModule = {
  name: 'pricing-ai',
  prefix: '/api/ai',
  routes: pricingAiRoutes,
};
