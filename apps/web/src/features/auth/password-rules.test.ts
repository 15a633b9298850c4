import { describe, expect, it } from 'vitest';
import { passwordChecklist } from './password-rules.ts';

const met = (password: string) =>
  Object.fromEntries(passwordChecklist(password).map((rule) => [rule.id, rule.met]));

describe('passwordChecklist', () => {
  it('starts with nothing met', () => {
    expect(met('')).toEqual({ length: false, upper: false, lower: false, digit: false });
  });

  it('recognises each quality, accented letters included', () => {
    expect(met('Ñandú2026')).toEqual({ length: true, upper: true, lower: true, digit: true });
    expect(met('abcdefgh')).toEqual({ length: true, upper: false, lower: true, digit: false });
  });
});
