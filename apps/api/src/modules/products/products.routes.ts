import { ownedCrudRoutes } from '../../lib/owned-records/owned-records.routes.ts';
import { productRecords } from './products.repository.ts';

/** /api/products: list, create, read, replace, delete. */
export const productRoutes = ownedCrudRoutes(productRecords);
