import { describe, expect, it } from 'vitest';
import {
  EMPTY_DRAFT,
  formatIrr,
  formatPeriods,
  parseSeriesDraft,
} from './investment-series-model.ts';

describe('the investment evaluator form (issue 33)', () => {
  it('a grid of yearly flows: −10,000, 3,000, 4,200, 6,800 at 10 % → VPN 1,307.29', () => {
    const parsed = parseSeriesDraft({
      ...EMPTY_DRAFT,
      name: 'Horno',
      initialCost: '10,000',
      periodUnit: 'year',
      discountRate: '10',
      mode: 'grid',
      flows: ['3000', '4200', '6800'],
    });
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.body).toEqual({
      initialCost: 10_000,
      cashFlows: [3_000, 4_200, 6_800],
      periodUnit: 'year',
      discountRate: 10,
    });
    expect(parsed.evaluation.npv.value).toBe(130_729);
    expect(parsed.evaluation.verdict.headline).toBe(
      'A una tasa de 10 % «Horno» te deja $1,307 de hoy más que no hacerlo.',
    );
  });

  it('"igual cada mes": 5,000 for 12 months against 100,000 never pays back', () => {
    const parsed = parseSeriesDraft({ ...EMPTY_DRAFT, initialCost: '100000', evenAmount: '5000' });
    expect(parsed.ok && parsed.body.cashFlows).toEqual(Array.from({ length: 12 }, () => 5_000));
    expect(parsed.ok && formatPeriods(parsed.evaluation.paybackPeriods.value, 'month')).toBe(
      'No se recupera en el plazo',
    );
  });

  it('says in Spanish which field is wrong', () => {
    const parsed = parseSeriesDraft({
      ...EMPTY_DRAFT,
      initialCost: 'mucho',
      discountRate: '-120',
      mode: 'grid',
      flows: ['100', 'x'],
    });
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.errors).toEqual({
      initialCost: 'La inversión inicial debe ser un número',
      discountRate: 'La tasa de descuento debe ser mayor que −100 %',
      'flow-1': 'Cada flujo debe ser un número',
    });
    const even = parseSeriesDraft({ ...EMPTY_DRAFT, initialCost: '1', evenPeriods: '0' });
    expect(!even.ok && even.errors.evenPeriods).toBe(
      'Los periodos deben ser un número entero de 1 a 600',
    );
  });

  it('writes every TIR found', () => {
    const irr = (value: number[]) => ({
      value,
      perPeriod: value,
      unit: 'percent per year' as const,
      note: null,
    });
    expect(formatIrr(irr([10, 20]))).toBe('10 % y 20 %');
    expect(formatIrr(irr([8.663]))).toBe('8.66 %');
    expect(formatIrr(irr([]))).toBe('No hay TIR');
    expect(formatPeriods(2.4118, 'year')).toBe('2.4 años');
  });
});
