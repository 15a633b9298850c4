// The demo sandboxes: no routes of their own (auth signs a visitor in to a fresh one, maintenance
// deletes the expired ones), so this folder is not an ApiModule of modules/index.ts.
export { createDemoSandbox, deleteExpiredSandboxes } from './demo.service.ts';
