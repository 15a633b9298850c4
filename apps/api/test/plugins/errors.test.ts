import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { newAccount } from '../support/accounts.ts';
import { nextIp, useTestApp } from '../support/app.ts';
import { expectDetail } from '../support/responses.ts';

const t = useTestApp();

/** A raw HTTP/1.1 exchange, for what Node's parser refuses before Fastify sees it. */
async function rawRequest(port: number, request: string) {
  const socket = connect(port, '127.0.0.1');
  let answer = '';
  socket.on('data', (chunk) => {
    answer += chunk.toString();
  });
  socket.write(request);
  await new Promise((done) => socket.on('close', done));
  const [head = '', body = ''] = answer.split('\r\n\r\n');
  return { status: Number(head.split(' ')[1]), head, body: JSON.parse(body) as unknown };
}

describe('errors before a route runs', () => {
  it('a malformed percent-encoding in the path is a Spanish 400', async () => {
    expectDetail(
      await t.app.inject({ url: '/api/products/%zz' }),
      400,
      'La dirección de la solicitud no es válida',
    );
  });

  it('a path parameter over 100 characters is a Spanish 414', async () => {
    const res = await t.app.inject({ url: `/api/products/${'a'.repeat(150)}` });
    expectDetail(res, 414, 'Un parámetro de la dirección es demasiado largo');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('a URL over 16 KB is a Spanish 431; a broken request line a Spanish 400', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const long = await rawRequest(
      port,
      `GET /api/search?q=${'a'.repeat(17_000)} HTTP/1.1\r\nHost: x\r\n\r\n`,
    );
    expect(long.status).toBe(431);
    expect(long.body).toEqual({
      detail: 'La dirección o los encabezados de la solicitud son demasiado grandes',
    });
    const broken = await rawRequest(port, 'HOLA /api HTTP/9\r\n\r\n');
    expect(broken.status).toBe(400);
    expect(broken.body).toEqual({ detail: 'La solicitud no es válida' });
  });
});

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
