import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { type BrowserContextOptions, chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { startRealServer } from '../../../../scripts/lib/real-server.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH, demoSessionThroughApi } from './browser.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The server's DATA_DIR: tests read its embedded PostgreSQL (see server-database.ts). */
    dataDir: string;
    /** The run's one Chromium, which every test file connects to. */
    browserEndpoint: string;
    /** A remembered demo session (a sandbox of its own), for tests that do not test signing in. */
    demoSession: Exclude<BrowserContextOptions['storageState'], string | undefined>;
  }
}

const ROOT = resolve(import.meta.dirname, '../../../..');

/**
 * Starts the real server with the built web app and its own embedded PostgreSQL, and one
 * Chromium for the whole run; signs in as the demo once, through the API.
 */
export default async function setup(project: TestProject) {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Las pruebas de navegador necesitan Chromium en ${CHROMIUM_PATH}: apt-get install -y chromium`,
    );
  }
  if (!existsSync(join(ROOT, 'apps/web/dist/index.html'))) {
    throw new Error('Falta el build del web: corre `npm run build` (npm run test:e2e lo hace).');
  }
  const [server, browserServer] = await Promise.all([
    startRealServer('e2e'),
    chromium.launchServer({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS }),
  ]);
  const stop = async () => {
    await browserServer.close();
    await server.stop();
  };
  try {
    // Remembered, so the session is in localStorage, which storageState carries.
    project.provide('demoSession', await demoSessionThroughApi(server.url));
  } catch (error) {
    await stop();
    throw error;
  }
  project.provide('baseUrl', server.url);
  project.provide('dataDir', server.dataDir);
  project.provide('browserEndpoint', browserServer.wsEndpoint());
  return stop;
}
