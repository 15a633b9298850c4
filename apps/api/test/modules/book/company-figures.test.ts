import { BookQaResponseSchema } from '@caudal/contracts';
import { describe, expect, it } from 'vitest';
import { signedInUser } from '../../support/accounts.ts';
import { useTestApp } from '../../support/app.ts';
import { expectBody } from '../../support/responses.ts';

const t = useTestApp();
const URL = '/api/agents/financial-advisor/book-qa';

type Product = { name: string; price: number; variableCost: number; monthlySales: number };
type FixedCost = { name: string; amount: number; recurring: boolean };

async function company(
  name: string,
  data: { cash?: number; products?: Product[]; fixedCosts?: FixedCost[] } = {},
) {
  const { headers } = await signedInUser(t, { company_name: name });
  const send = async (method: 'POST' | 'PUT', url: string, payload: object) => {
    const res = await t.app.inject({ method, url, headers, payload });
    expect(res.statusCode, res.body).toBe(method === 'POST' ? 201 : 200);
  };
  if (data.cash !== undefined) await send('PUT', '/api/company', { cashBalance: data.cash });
  for (const p of data.products ?? [])
    await send('POST', '/api/products', { ...p, category: 'Ventas' });
  for (const f of data.fixedCosts ?? [])
    await send('POST', '/api/fixed-costs', { ...f, category: 'Operación' });
  const ask = async (question: string, companyName = name) => {
    const res = await t.app.inject({
      method: 'POST',
      url: URL,
      headers,
      payload: { question, user_context: { company_name: companyName, industry: null } },
    });
    return expectBody(res, 200, BookQaResponseSchema).result;
  };
  return { ask };
}

/**
 * A taquería, worked by hand:
 *   products  Taco $25 (variable $10) × 1,000 a month; Agua $20 (variable $5) × 200
 *   revenue   25,000 + 4,000 = $29,000;  variable costs 10,000 + 1,000 = $11,000
 *   contribution 29,000 − 11,000 = $18,000 over 1,200 units
 *   fixed     rent 9,000 + wages 12,000 + yearly insurance 6,000 ÷ 12 = 500 → $21,500
 *   break-even ⌈21,500 × 1,200 ÷ 18,000⌉ = ⌈1,433.3⌉ = 1,434 units; 1,434 − 1,200 = 234 short
 *   break-even revenue 21,500 × 29,000 ÷ 18,000 = 34,638.89 → $34,639
 *   profit    18,000 − 21,500 = −$3,500 a month; runway 40,000 ÷ 3,500 = 11.43 → 11.4 months
 *   margins   gross and contribution 18,000 ÷ 29,000 = 62.07 %; net −3,500 ÷ 29,000 = −12.07 %
 *   reserve   costs 11,000 + 21,500 = $32,500 a month → 2 months $65,000, 3 months $97,500;
 *             cash 40,000 ÷ 32,500 = 1.23 months; missing 65,000 − 40,000 = $25,000
 */
const TAQUERIA = {
  cash: 40_000,
  products: [
    { name: 'Taco', price: 25, variableCost: 10, monthlySales: 1_000 },
    { name: 'Agua', price: 20, variableCost: 5, monthlySales: 200 },
  ],
  fixedCosts: [
    { name: 'Renta', amount: 9_000, recurring: true },
    { name: 'Sueldos', amount: 12_000, recurring: true },
    { name: 'Seguro anual', amount: 6_000, recurring: false },
  ],
};

/**
 * A stationery shop: Cuaderno $40 (variable $25) × 3,000, fixed $30,000, cash $123,456.
 * Contribution 15 × 3,000 = $45,000; break-even 30,000 × 3,000 ÷ 45,000 = 2,000 units exactly.
 */
const PAPELERIA = {
  cash: 123_456,
  products: [{ name: 'Cuaderno', price: 40, variableCost: 25, monthlySales: 3_000 }],
  fixedCosts: [{ name: 'Renta', amount: 30_000, recurring: true }],
};

describe('the assistant answers with the company’s own figure first', () => {
  it('break-even: the number, then the book’s formula with its citation', async () => {
    const { ask } = await company('Taquería El Güero', TAQUERIA);
    const result = await ask('¿Cómo calculo mi punto de equilibrio?');
    expect(result.answer).toMatch(
      /^Tu punto de equilibrio es de 1,434 unidades al mes, unos \$34,639 de ventas: .* costos fijos de \$21,500 al mes .*Hoy vendes 1,200 unidades al mes: te faltan 234 para llegar al equilibrio\.\n\nSegún el capítulo 9, «Punto de equilibrio», en «Punto de equilibrio en unidades»: La fórmula básica/s,
    );
    expect(result.summary).toBe(result.answer);
    expect(result.citations[0]).toMatchObject({
      chapter: 9,
      anchor: 'punto-de-equilibrio-en-unidades',
    });
    expect(result.dataLink).toBeNull();
    expect(result.followUps).toContain('¿Cuál es mi margen de seguridad?');
    expect(result.followUps).not.toContain('¿Cómo calculo mi punto de equilibrio?');
  });

  it('runway, margins and the reserve of the book’s rule', async () => {
    const { ask } = await company('Taquería La Güera', TAQUERIA);
    // No movements: the figures are the catalogue's estimate, and the answer says so.
    expect((await ask('¿Cuántos meses de caja me quedan?')).answer).toMatch(
      /^Te quedan 11\.4 meses de caja \(Bueno\): tus \$40,000 alcanzan para cubrir los \$3,500 que tu caja baja cada mes \(según tu estimado con tus productos y costos entran \$29,000 al mes y salen \$32,500\)\./,
    );
    expect((await ask('¿Cuánto efectivo me queda?')).answer).toMatch(
      /^Hoy tienes \$40,000 en caja\. Te quedan 11\.4 meses de caja/,
    );
    expect((await ask('¿Cuál es mi margen neto?')).answer).toMatch(
      /^Tu margen neto es de -12\.1% \(Crítico\): según tu estimado con tus productos y costos pierdes \$3,500 al mes de tus ventas de \$29,000 al mes\./,
    );
    expect((await ask('¿Cómo van mis márgenes?')).answer).toMatch(
      /^Los márgenes de tus productos: bruto 62\.1% y de contribución 62\.1%\. Tu margen neto según tu estimado con tus productos y costos es de -12\.1%\./,
    );
    const reserve = await ask('¿Cuánto efectivo debo tener de reserva?');
    expect(reserve.answer).toMatch(
      /^La reserva que recomienda el libro es de al menos 2 meses de tus gastos: \$65,000, porque según tu estimado con tus productos y costos tus gastos suman \$32,500 al mes \(3 meses, \$97,500, si tu negocio es muy estacional o depende de pocos clientes\)\. Hoy tienes \$40,000 en caja, 1\.2 meses de gastos: te faltan \$25,000\.\n\n/,
    );
    // The rule the number comes from, cited: chapter 12, with chapter 3's liquidity ratio.
    expect(reserve.citations.map((c) => c.chapter)).toEqual([12, 3]);
    expect(reserve.answer).toContain('al menos 2 meses de costos, y de 3 o más');
  });

  it('says what is missing and where to add it, then the book', async () => {
    const { ask } = await company('Sin datos');
    const result = await ask('¿Cómo calculo mi punto de equilibrio?');
    expect(result.answer).toMatch(
      /^Para calcular tu punto de equilibrio necesito tus productos con su precio, su costo variable y cuántos vendes al mes\. Agrégalos en «Datos de tu empresa»\.\n\nSegún el capítulo 9/,
    );
    expect(result.dataLink).toEqual({ label: 'Datos de tu empresa', path: '/app/empresa' });
    const reserve = await ask('¿Cuánto efectivo debo tener de reserva?');
    expect(reserve.answer).toMatch(/^Para calcular tu reserva necesito tus gastos del mes/);
    // The cash asked for without a balance: what is missing, and where.
    const cash = await ask('¿Cuánto efectivo me queda?');
    expect(cash.answer).toMatch(/^Para saberlo necesito tu saldo de caja de hoy/);
    expect(cash.dataLink).toEqual({ label: 'Datos de tu empresa', path: '/app/empresa' });
  });

  it('a question that is not about the owner’s own figure gets the book alone', async () => {
    const { ask } = await company('Taquería Don Beto', TAQUERIA);
    const result = await ask('¿Qué es el punto de equilibrio?');
    expect(result.answer).toMatch(/^Según el capítulo 9/);
    expect(result.answer).not.toContain('1,434');
  });

  it('another company’s figures never appear, whatever the request says', async () => {
    const taqueria = await company('Taquería Los Primos', TAQUERIA);
    const papeleria = await company('Papelería Lupita', PAPELERIA);
    const questions = [
      '¿Cómo calculo mi punto de equilibrio?',
      '¿Cuánto efectivo debo tener de reserva?',
      '¿Cuántos meses de caja me quedan?',
    ];
    for (const question of questions) {
      // The taquería names the other business in its context: only the session's company counts.
      const mine = await taqueria.ask(question, 'Papelería Lupita');
      const theirs = await papeleria.ask(question);
      for (const figure of ['2,000 unidades', '$123,456', '$30,000', '$45,000']) {
        expect(mine.answer, question).not.toContain(figure);
      }
      for (const figure of ['1,434', '$40,000', '$21,500', '$32,500']) {
        expect(theirs.answer, question).not.toContain(figure);
      }
    }
    expect((await papeleria.ask(questions[0] as string)).answer).toMatch(
      /^Tu punto de equilibrio es de 2,000 unidades al mes/,
    );
  });
});
