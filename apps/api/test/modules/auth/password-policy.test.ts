import { describe, expect, it } from 'vitest';
import { newAccount, signedInUser } from '../../support/accounts.ts';
import { nextIp, useTestApp } from '../../support/app.ts';

const t = useTestApp();
const COMMON = 'Esa contraseña está entre las más usadas y se adivina fácilmente. Elige otra.';
const PERSONAL = 'La contraseña no puede ser tu correo ni tu nombre de usuario.';

const register = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/auth/register', payload, remoteAddress: nextIp() });

describe('passwords a guesser tries first are refused at the field', () => {
  it.each([
    ['password123', COMMON],
    ['12345678', COMMON],
    ['password', COMMON],
    ['11111111', COMMON],
    ['PassWord123', COMMON], // case does not make it rarer
    ['contraseña123', COMMON], // the es-MX supplement
  ])('register with %j → 400 on the password', async (password, detail) => {
    const res = await register({ ...newAccount(), password });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail, field: 'password' });
  });

  it('the email, its part before the @ or the username are refused too', async () => {
    const account = newAccount({ email: 'lupita.mendez@example.com', username: 'lupitamendez' });
    for (const password of ['lupita.mendez@example.com', 'LUPITA.MENDEZ', 'lupitamendez']) {
      const res = await register({ ...account, password });
      expect(res.json(), password).toEqual({ detail: PERSONAL, field: 'password' });
    }
    expect((await register({ ...account, password: 'pan-de-elote-2026' })).statusCode).toBe(201);
  });

  it('a password change is held to the same rule', async () => {
    const account = await signedInUser(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: account.headers,
      payload: { current_password: account.password, new_password: 'qwerty123' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: COMMON, field: 'new_password' });
  });

  it('a reset is held to it, and the link still works for a better password', async () => {
    const account = await signedInUser(t);
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: account.user.email },
      remoteAddress: nextIp(),
    });
    const token = /token=([A-Za-z0-9_-]+)/.exec(t.mails.at(-1)?.text ?? '')?.[1] ?? '';
    const reset = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/reset-password',
        payload: { token, password },
      });
    const refused = await reset('iloveyou');
    expect(refused.json()).toEqual({ detail: COMMON, field: 'password' });
    expect((await reset('tamales-de-rajas-9')).statusCode).toBe(200);
  });
});
