export * from './auth.ts';
export * from './cash-flow.ts';
export * from './contact.ts';
export * from './financial-data.ts';
export * from './hints.ts';
export * from './learning.ts';
export * from './mail.ts';
export * from './users.ts';
