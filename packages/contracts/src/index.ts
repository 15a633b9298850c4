export * from './auth.ts';
export * from './common.ts';
export { z } from './zod-es.ts';
