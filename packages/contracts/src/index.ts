export * from './auth.ts';
export * from './common.ts';
export * from './financial-data.ts';
export { z } from './zod-es.ts';
