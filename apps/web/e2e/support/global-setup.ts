import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startRealServer } from '../../../../scripts/lib/real-server.ts';
import { CHROMIUM_PATH } from './browser.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The server's DATA_DIR: tests read its embedded PostgreSQL (see server-database.ts). */
    dataDir: string;
  }
}

const ROOT = resolve(import.meta.dirname, '../../../..');

/** Starts the real server with the built web app and its own embedded PostgreSQL. */
export default async function setup(project: TestProject) {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Las pruebas de navegador necesitan Chromium en ${CHROMIUM_PATH}: apt-get install -y chromium`,
    );
  }
  if (!existsSync(join(ROOT, 'apps/web/dist/index.html'))) {
    throw new Error('Falta el build del web: corre `npm run build` (npm run test:e2e lo hace).');
  }
  const server = await startRealServer('e2e');
  project.provide('baseUrl', server.url);
  project.provide('dataDir', server.dataDir);
  return server.stop;
}
