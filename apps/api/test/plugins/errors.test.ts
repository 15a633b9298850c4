import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { newAccount } from '../support/accounts.ts';
import { nextIp, useTestApp } from '../support/app.ts';
import { expectDetail } from '../support/responses.ts';

const t = useTestApp();

describe('database errors', () => {
  it('eight sign-ups racing for one email: one account, seven 409s, no 500', async () => {
    const account = newAccount();
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/register',
          // Same email, different usernames: only the email can collide.
          payload: { ...account, username: `${account.username.slice(0, 15)}r${i}` },
          remoteAddress: nextIp(),
        }),
      ),
    );
    const statuses = answers.map((res) => res.statusCode).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
    for (const res of answers.filter((r) => r.statusCode === 409)) {
      expectDetail(res, 409, /Ya existe una cuenta/);
    }
  });

  describe('the error log', () => {
    const lines: string[] = [];
    let app: App;
    beforeAll(async () => {
      app = await buildApp({
        config: loadConfig({ WEB_DIST: '/nonexistent' }),
        db: t.database.db,
        databaseUrl: t.database.url,
        logger: { level: 'info', stream: { write: (line: string) => void lines.push(line) } },
      });
      // A query that fails inside PostgreSQL, whose parameter PostgreSQL echoes in its message.
      app.get('/api/test-boom', async () =>
        t.database.db.execute(sql`SELECT ${'hash$scrypt$s3cr3t'}::int`),
      );
      await app.ready();
    });
    afterAll(() => app?.close());

    it('records a failed query by its SQLSTATE, never its parameters or message', async () => {
      const res = await app.inject({ url: '/api/test-boom' });
      expectDetail(res, 500, /error inesperado/);
      const log = lines.join('\n');
      expect(log).toContain('22P02'); // invalid_text_representation
      expect(log).not.toContain('s3cr3t');
    });
  });
});
