import { HealthResponseSchema } from '@caudal/contracts';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/app.ts';
import { loadConfig } from '../../../src/config.ts';
import { connectDatabase } from '../../../src/db/client.ts';
import { useTestApp } from '../../support/app.ts';
import { expectBody } from '../../support/responses.ts';

const t = useTestApp();

describe('GET /health', () => {
  it('answers 200 with the database up', async () => {
    const res = await t.app.inject({ url: '/health' });
    expect(expectBody(res, 200, HealthResponseSchema)).toMatchObject({
      status: 'ok',
      database: 'up',
    });
  });

  it('answers 503 when the database is down', async () => {
    // Port 1 on loopback: nothing listens there, so every query fails.
    const dead = connectDatabase('postgres://nobody@127.0.0.1:1/none', 1);
    const app = await buildApp({
      config: loadConfig({}),
      db: dead.db,
      databaseUrl: 'postgres://nobody@127.0.0.1:1/none',
    });
    try {
      const res = await app.inject({ url: '/health' });
      expect(expectBody(res, 503, HealthResponseSchema)).toMatchObject({
        status: 'degraded',
        database: 'down',
      });
    } finally {
      await app.close();
      await dead.close();
    }
  });
});
