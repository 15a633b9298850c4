import type { ApiModule } from '../../lib/module.ts';
import { advisorsRoutes } from './advisors.routes.ts';

export {
  type AdvisorAnswer,
  answerAsAdvisor,
  type ComposedRecommendation,
  citeRecommendations,
} from './advisor-engine.ts';
export { composeAlex } from './alex.ts';
export { composeCarlos } from './carlos.ts';
export { composeDiana } from './diana.ts';
export { composeMaya } from './maya.ts';
export { composeReportGenerator } from './report-generator.ts';
export { composeSofiaGrowth } from './sofia-growth.ts';

/** The advisors (Maya, Carlos, Alex; Sofia and Diana add their rules here). */
export const advisorsModule: ApiModule = {
  name: 'advisors',
  prefix: '/api',
  routes: advisorsRoutes,
};
