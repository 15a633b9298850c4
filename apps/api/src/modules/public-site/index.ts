import type { ApiModule } from '../../lib/module.ts';
import { publicSiteRoutes } from './public-site.routes.ts';

export { renderPublicPage } from './seo.ts';

/** /robots.txt and /sitemap.xml (the pages' own tags are written by the web plugin). */
export const publicSiteModule: ApiModule = {
  name: 'public-site',
  prefix: '',
  routes: publicSiteRoutes,
};
