export * from './auth.ts';
export * from './financial-data.ts';
export * from './mail.ts';
export * from './users.ts';
