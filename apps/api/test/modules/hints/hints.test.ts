import { HintsSchema } from '@caudal/contracts';
import { describe, expect, it } from 'vitest';
import { signedInUser } from '../../support/accounts.ts';
import { useTestApp } from '../../support/app.ts';
import { expectBody, expectDetail } from '../../support/responses.ts';

// /api/hints: a closed info banner stays closed for that user, on any device.

const t = useTestApp();
type Headers = Record<string, string>;
const hints = (headers: Headers) => t.app.inject({ url: '/api/hints', headers });
const dismiss = (headers: Headers, key: string) =>
  t.app.inject({ method: 'PUT', url: `/api/hints/${key}`, headers });

describe('/api/hints', () => {
  it('remembers a dismissed hint for its user only', async () => {
    const me = (await signedInUser(t)).headers;
    const other = (await signedInUser(t)).headers;
    expect(expectBody(await hints(me), 200, HintsSchema)).toEqual({ dismissed: [] });
    expect(expectBody(await dismiss(me, 'cash-flow-intro'), 200, HintsSchema)).toEqual({
      dismissed: ['cash-flow-intro'],
    });
    // Closing it again changes nothing.
    expectBody(await dismiss(me, 'cash-flow-intro'), 200, HintsSchema);
    expect(expectBody(await hints(me), 200, HintsSchema)).toEqual({
      dismissed: ['cash-flow-intro'],
    });
    expect(expectBody(await hints(other), 200, HintsSchema)).toEqual({ dismissed: [] });
  });

  it('refuses a hint that does not exist, in Spanish; needs a session', async () => {
    const { headers } = await signedInUser(t);
    expectDetail(await dismiss(headers, 'otro-aviso'), 400, 'Ese aviso no existe');
    expect(expectBody(await hints(headers), 200, HintsSchema)).toEqual({ dismissed: [] });
    expect((await hints({})).statusCode).toBe(401);
    expect((await dismiss({}, 'cash-flow-intro')).statusCode).toBe(401);
  });
});
