export * from './advisors.ts';
export * from './auth.ts';
export * from './contact.ts';
export * from './financial-data.ts';
export * from './imports.ts';
export * from './learning.ts';
export * from './mail.ts';
export * from './users.ts';
