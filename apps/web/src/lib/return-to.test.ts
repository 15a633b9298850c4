import { describe, expect, it } from 'vitest';
import { loginPathFor, readReturnTo, sanitizeReturnTo } from './return-to.ts';

describe('sanitizeReturnTo', () => {
  it.each([
    ['/app', '/app'],
    ['/app/dashboard', '/app/dashboard'],
    ['/app/cash-flow?period=30d#top', '/app/cash-flow?period=30d#top'],
    ['/app?x=1', '/app?x=1'],
  ])('accepts %s', (input, expected) => {
    expect(sanitizeReturnTo(input)).toBe(expected);
  });

  it.each([
    ['an external URL', 'https://evil.example/app'],
    ['a protocol-relative URL', '//evil.example/app'],
    ['a public page', '/login'],
    ['a look-alike prefix', '/apple'],
    ['a double slash inside', '/app//evil.example'],
    ['a backslash', '/app/\\evil.example'],
    ['whitespace', '/app/ dashboard'],
    ['a relative path', 'app/dashboard'],
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
    expect(
      readReturnTo({ returnTo: '//evil.example' }, '?returnTo=https://evil.example'),
    ).toBeNull();
  });
});

describe('loginPathFor', () => {
  it('encodes the return path', () => {
    expect(loginPathFor('/app/cash-flow?period=7d')).toBe(
      '/login?returnTo=%2Fapp%2Fcash-flow%3Fperiod%3D7d',
    );
  });

  it('is plain /login without a safe path', () => {
    expect(loginPathFor(null)).toBe('/login');
    expect(loginPathFor('/terms')).toBe('/login');
  });
});
