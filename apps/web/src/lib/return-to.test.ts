import { describe, expect, it } from 'vitest';
import {
  afterRegisterPath,
  joinsByInvitation,
  loginPathFor,
  readReturnTo,
  sanitizeReturnTo,
  signedOutRedirect,
  withReturnTo,
} from './return-to.ts';

describe('sanitizeReturnTo', () => {
  it.each([
    ['/app', '/app'],
    ['/app/dashboard', '/app/dashboard'],
    ['/app/reports?x=1', '/app/reports?x=1'],
    ['/app/cash-flow?period=30d#top', '/app/cash-flow?period=30d#top'],
    ['/app?x=1', '/app?x=1'],
    ['/app/libro/3#seccion', '/app/libro/3#seccion'],
  ])('accepts %s', (input, expected) => {
    expect(sanitizeReturnTo(input)).toBe(expected);
  });

  it.each([
    ['an external URL', 'https://evil.com'],
    ['an external URL with an app path', 'https://evil.com/app'],
    ['a protocol-relative URL', '//evil.com'],
    ['a protocol-relative URL with an app path', '//evil.com/app'],
    ['a backslash for a slash', '/\\evil.com'],
    ['a backslash inside', '/app/\\evil.example'],
    ['a backslash after app', '/app\\\\evil.com'],
    ['javascript:', 'javascript:alert(1)'],
    ['javascript: with an app path', 'javascript:/app/alert(1)'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['a public page', '/login'],
    ['the home page', '/'],
    ['a look-alike prefix', '/apple'],
    ['a look-alike prefix with a dash', '/app-evil'],
    ['a double slash inside', '/app//evil.example'],
    ['a dot segment out of the app', '/app/../login'],
    ['an encoded dot segment out of the app', '/app/%2e%2e/login'],
    ['whitespace', '/app/ dashboard'],
    ['a tab', '/app/\tdashboard'],
    ['a newline', '/app\n//evil.com'],
    ['a control character', '/app/\u0000'],
    ['a relative path', 'app/dashboard'],
    ['an empty string', ''],
    ['a non-string', 42],
    ['null', null],
  ])('rejects %s', (_case, input) => {
    expect(sanitizeReturnTo(input)).toBeNull();
  });
});

describe('readReturnTo', () => {
  it('prefers the router state', () => {
    expect(readReturnTo({ returnTo: '/app/reports' }, '?returnTo=%2Fapp%2Fgrowth')).toBe(
      '/app/reports',
    );
  });

  it('falls back to the query string (survives a reload)', () => {
    expect(readReturnTo(null, '?returnTo=%2Fapp%2Fgrowth')).toBe('/app/growth');
  });

  it('ignores unsafe values in both places', () => {
    expect(readReturnTo({ returnTo: '//evil.example' }, '?returnTo=https://evil.example')).toBe(
      null,
    );
    expect(readReturnTo(null, '?returnTo=%2F%5Cevil.com')).toBeNull();
  });
});

describe('loginPathFor and withReturnTo', () => {
  it('encode the return path', () => {
    expect(loginPathFor('/app/cash-flow?period=7d')).toBe(
      '/login?returnTo=%2Fapp%2Fcash-flow%3Fperiod%3D7d',
    );
    expect(withReturnTo('/register', '/app/reports?x=1')).toBe(
      '/register?returnTo=%2Fapp%2Freports%3Fx%3D1',
    );
  });

  it('give the plain path without a safe return path', () => {
    expect(loginPathFor(null)).toBe('/login');
    expect(loginPathFor('/terms')).toBe('/login');
    expect(withReturnTo('/app/onboarding', '//evil.com')).toBe('/app/onboarding');
  });
});

describe('signedOutRedirect', () => {
  it('sends a deep app link to /login, to come back to it', () => {
    expect(signedOutRedirect('/app/reports?x=1')).toBe('/login?returnTo=%2Fapp%2Freports%3Fx%3D1');
    expect(signedOutRedirect('/app/libro/3')).toBe('/login?returnTo=%2Fapp%2Flibro%2F3');
  });

  it('sends a plain visit to /app to the home page', () => {
    for (const plain of ['/app', '/app/', '/app?x=1']) expect(signedOutRedirect(plain)).toBe('/');
  });

  it('sends an unsafe address to the home page', () => {
    expect(signedOutRedirect('/app//evil.com')).toBe('/');
  });
});

describe('afterRegisterPath', () => {
  it('goes through the onboarding, then back', () => {
    expect(afterRegisterPath(null)).toBe('/app/onboarding');
    expect(afterRegisterPath('/app/reports')).toBe('/app/onboarding?returnTo=%2Fapp%2Freports');
  });

  it('goes straight to an invitation, which has nothing to set up', () => {
    expect(afterRegisterPath('/app/invitacion?token=abc')).toBe('/app/invitacion?token=abc');
    expect(afterRegisterPath('/app/invitacionx?token=abc')).toBe(
      '/app/onboarding?returnTo=%2Fapp%2Finvitacionx%3Ftoken%3Dabc',
    );
  });
});

describe('joinsByInvitation', () => {
  it('is true only for the invitation page', () => {
    expect(joinsByInvitation('/app/invitacion?token=abc')).toBe(true);
    expect(joinsByInvitation('/app/invitacionx?token=abc')).toBe(false);
    expect(joinsByInvitation('/app/reports')).toBe(false);
    expect(joinsByInvitation('https://evil.com/app/invitacion')).toBe(false);
    expect(joinsByInvitation(null)).toBe(false);
  });
});
