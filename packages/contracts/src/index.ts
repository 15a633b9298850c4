export * from './auth.ts';
export * from './book.ts';
export * from './common.ts';
export * from './dashboard.ts';
export * from './financial-data.ts';
export * from './metrics.ts';
export * from './public-pages.ts';
export * from './search.ts';
export { z } from './zod-es.ts';
