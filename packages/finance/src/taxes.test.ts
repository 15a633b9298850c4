import { describe, expect, it } from 'vitest';
import { centavos as c } from './money.ts';
import { isrByTariff, type TaxMonthSums, taxEstimate } from './taxes.ts';

const cents = (pesos: number) => c(Math.round(pesos * 100));
const ZERO: TaxMonthSums = {
  incomeNetCentavos: c(0),
  incomeIvaCentavos: c(0),
  incomeIsrWithheldCentavos: c(0),
  incomeIvaWithheldCentavos: c(0),
  expenseNetCentavos: c(0),
  expenseIvaCentavos: c(0),
  expenseIsrWithheldCentavos: c(0),
  expenseIvaWithheldCentavos: c(0),
};

// Issue 32's October: half of a PPD invoice of 11,600 (10,000 + IVA 1,600) cobrado, 5,800 =
// 5,000 + IVA 800; a PUE purchase of 3,480 = 3,000 + IVA 480 paid.
const october: TaxMonthSums = {
  ...ZERO,
  incomeNetCentavos: cents(5_000),
  incomeIvaCentavos: cents(800),
  expenseNetCentavos: cents(3_000),
  expenseIvaCentavos: cents(480),
};

describe('taxEstimate: IVA on a cash basis', () => {
  it('collected 800, creditable 480: 320 to pay', () => {
    const e = taxEstimate({ sums: october, regime: null, rfc: null, profitCoefficient: null });
    expect(e.iva).toMatchObject({
      collectedCentavos: 80_000,
      creditableCentavos: 48_000,
      withheldCentavos: 0,
      payableCentavos: 32_000,
    });
    // No regime: no ISR figure, the owner is told what is missing.
    expect(e.isr.payableCentavos).toBeNull();
    expect(e.isr.method).toContain('Elige tu régimen fiscal');
    expect(e.totalCentavos).toBe(32_000);
  });

  it('more IVA paid than collected is a balance in favour, and costs nothing on the 17th', () => {
    const e = taxEstimate({
      sums: { ...october, expenseIvaCentavos: cents(1_000) },
      regime: null,
      rfc: null,
      profitCoefficient: null,
    });
    // 800 − 1,000 = −200 a favor.
    expect(e.iva.payableCentavos).toBe(-20_000);
    expect(e.totalCentavos).toBe(0);
  });

  it('IVA a customer withheld is not paid again; IVA withheld from a supplier is paid over', () => {
    // Honorarios billed to a company: 10,000 + IVA 1,600, withheld ISR 1,000 and IVA 1,066.67.
    const e = taxEstimate({
      sums: {
        ...ZERO,
        incomeNetCentavos: cents(10_000),
        incomeIvaCentavos: cents(1_600),
        incomeIsrWithheldCentavos: cents(1_000),
        incomeIvaWithheldCentavos: cents(1_066.67),
        expenseIsrWithheldCentavos: cents(500),
        expenseIvaWithheldCentavos: cents(533.33),
      },
      regime: null,
      rfc: null,
      profitCoefficient: null,
    });
    // 1,600 − 1,066.67 = 533.33 of IVA; plus 500 + 533.33 withheld from a supplier.
    expect(e.iva.payableCentavos).toBe(53_333);
    expect(e.withholdingsToPay).toEqual({
      isrCentavos: 50_000,
      ivaCentavos: 53_333,
      otherCentavos: 0,
    });
    expect(e.totalCentavos).toBe(53_333 + 50_000 + 53_333);
  });
});

describe('taxEstimate: the provisional ISR by regime', () => {
  const PF = 'GODE561231GR8'; // 13 characters: persona física
  const PM = 'ABC010101AB1'; // 12 characters: persona moral

  it.each([
    // RESICO PF: the band of the month's income, on all of it (LISR 113-E).
    [25_000, 1, 250],
    [25_000.01, 1.1, 275],
    [50_000, 1.1, 550],
    [83_333.33, 1.5, 1_250],
    [100_000, 2, 2_000],
    [250_000, 2.5, 6_250],
  ])('RESICO, persona física: %d cobrados → %d %% = %d', (income, rate, isr) => {
    const e = taxEstimate({
      sums: { ...ZERO, incomeNetCentavos: cents(income) },
      regime: '626',
      rfc: PF,
      profitCoefficient: null,
    });
    expect(e.isr.ratePercent).toBe(rate);
    expect(e.isr.payableCentavos).toBe(cents(isr));
  });

  it('RESICO, persona física: the 1.25 % a company withheld is credited', () => {
    // 40,000 at 1.1 % = 440, less 500 withheld: nothing more to pay.
    const e = taxEstimate({
      sums: { ...ZERO, incomeNetCentavos: cents(40_000), incomeIsrWithheldCentavos: cents(500) },
      regime: '626',
      rfc: PF,
      profitCoefficient: null,
    });
    expect(e.isr).toMatchObject({ provisionalCentavos: 44_000, payableCentavos: 0 });
  });

  it('RESICO above its monthly ceiling says so rather than guessing', () => {
    const e = taxEstimate({
      sums: { ...ZERO, incomeNetCentavos: cents(300_000) },
      regime: '626',
      rfc: PF,
      profitCoefficient: null,
    });
    expect(e.isr.payableCentavos).toBeNull();
    expect(e.isr.method).toContain('tope del RESICO');
  });

  it('RESICO, persona moral: 30 % of cobrado − pagado', () => {
    const e = taxEstimate({ sums: october, regime: '626', rfc: PM, profitCoefficient: null });
    // (5,000 − 3,000) × 30 % = 600.
    expect(e.isr).toMatchObject({ baseCentavos: 200_000, payableCentavos: 60_000 });
  });

  it('General de Ley: income × the owner’s coefficient × 30 %, or what is missing', () => {
    const e = taxEstimate({ sums: october, regime: '601', rfc: PM, profitCoefficient: 0.2 });
    // 5,000 × 0.2 = 1,000; × 30 % = 300.
    expect(e.isr).toMatchObject({ baseCentavos: 100_000, payableCentavos: 30_000 });
    const missing = taxEstimate({ sums: october, regime: '601', rfc: PM, profitCoefficient: null });
    expect(missing.isr.payableCentavos).toBeNull();
    expect(missing.isr.method).toContain('coeficiente de utilidad');
  });

  it('a regime whose payment comes from the tariff leaves ISR to the accountant', () => {
    const e = taxEstimate({ sums: october, regime: '612', rfc: PF, profitCoefficient: null });
    expect(e.isr.payableCentavos).toBeNull();
    expect(e.isr.legalBasis).toBe('LISR art. 106');
    expect(e.totalCentavos).toBe(32_000);
  });
});

describe('the art. 96 tariff: arrendamiento (monthly) and actividad empresarial (accumulated)', () => {
  it('a month’s tariff is the year’s ÷ 12, as Anexo 8 publishes it', () => {
    // 2024 (the 2023–2025 tariff), 10,000 in a month: the 10.88 % bracket from 6,332.06 with a
    // quota of 371.83: 371.83 + 3,667.94 × 10.88 % = 770.90.
    expect(isrByTariff(cents(10_000), 1, 2024)).toEqual({ isrCentavos: 77_090, percent: 10.88 });
    // 2026 (DOF 28/12/2025): 12,000 in a month, from 7,168.52 with 420.95: 420.95 + 4,831.48 ×
    // 10.88 % = 946.61.
    expect(isrByTariff(cents(12_000), 1, 2026)).toEqual({ isrCentavos: 94_661, percent: 10.88 });
    expect(isrByTariff(cents(-500), 1, 2026)).toEqual({ isrCentavos: 0, percent: 0 });
  });

  it('arrendamiento (606): rents of 15,000 less 3,000 of expenses, the month’s tariff: 946.61', () => {
    const e = taxEstimate({
      sums: { ...ZERO, incomeNetCentavos: cents(15_000), expenseNetCentavos: cents(3_000) },
      regime: '606',
      rfc: 'GODE561231GR8',
      profitCoefficient: null,
      year: 2026,
    });
    expect(e.isr).toMatchObject({
      baseCentavos: 1_200_000,
      ratePercent: 10.88,
      payableCentavos: 94_661,
    });
    expect(e.isr.legalBasis).toBe('LISR arts. 96 y 116');
  });

  it('actividad empresarial (612): February pays the tariff for two months on the year’s profit less January’s', () => {
    // 20,000 of profit in January and again in February (2026). January: the month's tariff on
    // 20,000 (21.36 % from 17,533.64, quota 1,856.845): 2,383.66. February: the tariff × 2 on
    // 40,000 (from 35,067.28, quota 3,713.69): 4,767.32, less January's 2,383.66 = 2,383.66 —
    // the same month, the same payment. A customer withheld 1,000 of ISR in February: 1,383.66.
    const february = taxEstimate({
      sums: {
        ...ZERO,
        incomeNetCentavos: cents(30_000),
        expenseNetCentavos: cents(10_000),
        incomeIsrWithheldCentavos: cents(1_000),
      },
      regime: '612',
      rfc: 'GODE561231GR8',
      profitCoefficient: null,
      yearToDate: {
        month: 2,
        year: 2026,
        profitCentavos: cents(40_000),
        previousProfitCentavos: cents(20_000),
      },
    });
    expect(february.isr).toMatchObject({
      baseCentavos: 4_000_000,
      ratePercent: 21.36,
      provisionalCentavos: 238_366,
      withheldCentavos: 100_000,
      payableCentavos: 138_366,
      legalBasis: 'LISR arts. 96 y 106',
    });
    expect(february.isr.method).toContain('acumulada a 2 meses');
    // A loss so far owes nothing.
    const loss = taxEstimate({
      sums: ZERO,
      regime: '612',
      rfc: 'GODE561231GR8',
      profitCoefficient: null,
      yearToDate: {
        month: 3,
        year: 2026,
        profitCentavos: cents(-5_000),
        previousProfitCentavos: cents(1_000),
      },
    });
    expect(loss.isr.payableCentavos).toBe(0);
  });
});
