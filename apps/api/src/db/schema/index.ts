export * from './auth.ts';
export * from './mail.ts';
export * from './users.ts';
