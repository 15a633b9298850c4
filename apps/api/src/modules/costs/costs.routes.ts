import { ownedCrudRoutes } from '../../lib/owned-records/owned-records.routes.ts';
import { costLineRecords, fixedCostRecords } from './costs.repository.ts';

/** /api/fixed-costs: list, create, read, replace, delete. */
export const fixedCostRoutes = ownedCrudRoutes(fixedCostRecords);

/** /api/variable-cost-lines: list, create, read, replace, delete. */
export const costLineRoutes = ownedCrudRoutes(costLineRecords);
