import { describe, expect, it } from 'vitest';
import { CashFlowEntryInputSchema } from './cash-flow.ts';
import { isPlainText, text } from './text.ts';

describe('text: what a person could have typed', () => {
  it.each([
    ['Pan de muerto', true],
    ['Café y piñatas: ¡ofertas! 😀', true],
    ['', true],
    ['a\u0000b', false], // NUL: PostgreSQL refuses it
    ['a\u0007b', false], // bell
    ['a\u009bb', false], // C1 control
    ['a\u007fb', false], // delete
    ['línea\nlínea', false], // one-line field
    ['roto \uD800', false], // a lone high surrogate
    ['\uDC00 roto', false], // a lone low surrogate
  ])('%j → %s', (value, ok) => {
    expect(isPlainText(value)).toBe(ok);
  });

  it('multi-line fields keep line breaks and tabs, nothing else', () => {
    expect(isPlainText('uno\r\ndos\tres', true)).toBe(true);
    expect(isPlainText('uno\u0000dos', true)).toBe(false);
  });

  it('refuses with the field named, in Spanish, and keeps the chained rules', () => {
    const name = text('El nombre es obligatorio', { label: 'El nombre' }).trim().max(5);
    expect(name.parse('  Ana ')).toBe('Ana');
    expect(name.safeParse('A\u0000na').error?.issues[0]?.message).toBe(
      'El nombre contiene caracteres no válidos',
    );
    expect(name.safeParse(7).error?.issues[0]?.message).toBe('El nombre es obligatorio');
  });

  it('an entry with a NUL in its description is refused before it reaches the database', () => {
    const result = CashFlowEntryInputSchema.safeParse({
      date: '2026-11-24',
      type: 'income',
      amount: 100,
      description: 'Venta\u0000',
      category: 'Ventas',
    });
    expect(result.error?.issues[0]?.message).toBe('La descripción contiene caracteres no válidos');
  });
});
