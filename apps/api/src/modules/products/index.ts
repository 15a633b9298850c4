import type { ApiModule } from '../../lib/module.ts';
import { productRoutes } from './products.routes.ts';

export const productsModule: ApiModule = {
  name: 'products',
  prefix: '/api/products',
  routes: productRoutes,
};
