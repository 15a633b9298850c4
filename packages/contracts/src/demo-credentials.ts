/**
 * The shared demo account, shown on the login page, in the login modal and on the landing.
 * In a file of its own, without zod, so the landing can import it (`@caudal/contracts/demo`)
 * without loading the schemas.
 */
export const DEMO_CREDENTIALS = { email: 'demo@caudal.mx', password: 'demo-caudal-2026' } as const;
