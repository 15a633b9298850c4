import { describe, expect, it } from 'vitest';
import { numberToField, optionalNumber, optionalText } from './form-values.ts';

describe('form values', () => {
  it('turns blank text into undefined and trims the rest', () => {
    expect(optionalText('   ')).toBeUndefined();
    expect(optionalText('  Tacos Ana ')).toBe('Tacos Ana');
  });

  it('parses numbers but keeps garbage visible to the schema as NaN', () => {
    expect(optionalNumber('')).toBeUndefined();
    expect(optionalNumber(' 12 ')).toBe(12);
    expect(optionalNumber('1500.50')).toBe(1500.5);
    expect(optionalNumber('1,000')).toBeNaN();
  });

  it('shows a missing number as an empty field', () => {
    expect(numberToField(null)).toBe('');
    expect(numberToField(4)).toBe('4');
  });
});
