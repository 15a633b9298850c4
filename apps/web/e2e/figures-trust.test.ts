import type { Page } from 'playwright-core';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import {
  expectCleanPage,
  JOURNEY_TIMEOUT_MS,
  registerThroughApi,
  setupBrowser,
  VIEWPORTS,
} from './support/browser.ts';
import { pinClock } from './support/clock.ts';
import { DEMO_BASIS, RECORDED_NET_MARGIN } from './support/demo-figures.ts';

// Issue 11, "Figures that agree with each other": one name per figure, owner withdrawals out
// of the expenses, and the cash with its runway driving the status. Issue 31, "One truth for
// every figure": one loss-making company read on every screen, its PDF and the assistant.

const browser = setupBrowser();

/** Mexico City's day `n` days before today, as the API dates movements. */
const daysAgo = (n: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City' }).format(
    new Date(Date.now() - n * 86_400_000),
  );

let n = 0;
/** A new owner, registered and set up through the API (the browser test is what they see). */
async function ownerWith(setup: {
  cashBalance: number;
  /** Without products the figures rest on the movements alone. */
  product?: boolean;
  entries?: { daysAgo: number; type: 'income' | 'expense'; amount: number; category: string }[];
}) {
  n += 1;
  const id = `${Date.now().toString(36)}${n}`;
  const user = {
    email: `caja${id}@example.com`,
    username: `caja${id}`.slice(0, 20),
    full_name: 'Lucía Hernández Ruiz',
    password: 'clave-segura-9',
    company_name: 'Tortillería Lucía',
  };
  const base = browser.baseUrl();
  const token = await registerThroughApi(base, user);
  const send = async (method: string, path: string, body: object) => {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
    expect(res.status, await res.clone().text()).toBeLessThan(300);
  };
  // A month of 300 kilos at $100 with $40 of cost each: 18,000 of profit, so only the cash
  // can make the status bad.
  if (setup.product !== false) {
    await send('POST', '/api/products', {
      name: 'Tortilla (kilo)',
      price: 100,
      variableCost: 40,
      monthlySales: 300,
      category: 'Tortilla',
    });
  }
  for (const e of setup.entries ?? []) {
    await send('POST', '/api/cash-flow/entries', {
      date: daysAgo(e.daysAgo),
      type: e.type,
      amount: e.amount,
      description: e.category,
      category: e.category,
    });
  }
  await send('PUT', '/api/company', {
    industry: 'food_beverage',
    stage: 'startup',
    employees: 3,
    cashBalance: setup.cashBalance,
    onboardingCompleted: true,
  });
  return user;
}

async function signIn(page: Page, user: { email: string; password: string }) {
  await page.goto('/login');
  await page.getByLabel('Correo electrónico').fill(user.email);
  await page.getByLabel('Contraseña', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).last().click();
  await page.waitForURL('**/app/dashboard');
}

const summaryValue = (page: Page, label: string) =>
  page
    .getByRole('banner')
    .locator('dt', { hasText: new RegExp(`^${label}( · .+)?$`) })
    .locator('xpath=../dd');

describe('the cash up front', () => {
  it('at 1280 a negative cash turns the header status red with its runway; editing it fixes it', async () => {
    const user = await ownerWith({ cashBalance: -500 });
    const { page, context, errors } = await browser.open('desktop');
    await signIn(page, user);
    await expect.poll(() => summaryValue(page, 'Flujo de caja').textContent()).toBe('Crítico');
    expect(await summaryValue(page, 'Caja').textContent()).toBe('-$500 · sin caja');
    // The dot before "Flujo de caja" is the bad tone's.
    const dot = page.getByRole('banner').locator('dt', { hasText: /^Flujo de caja · / });
    expect(await dot.locator('span').getAttribute('class')).toMatch(/bg-red/);
    const cash = page.getByRole('article', { name: 'Saldo en caja' });
    expect(await cash.textContent()).toContain('Tu caja está en negativo');
    expect(
      await page.getByRole('article', { name: 'Estado del flujo de caja' }).textContent(),
    ).toContain('Crítico');
    await expectCleanPage(page, errors, VIEWPORTS.desktop.width);

    // "Puedes cambiarlo después": from the card to the cash step and back to the company data.
    await cash.getByRole('link', { name: 'Actualizar mi saldo' }).click();
    await page.waitForURL('**/app/onboarding?editar=4');
    await page.getByLabel('Saldo de caja hoy (MXN)').fill('45000.50');
    // The balance figures beside it are optional; a negative one is refused at its field.
    await page.getByLabel('Cuentas por cobrar (MXN)').fill('-5');
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await page.getByText('El monto por cobrar no puede ser negativo').waitFor();
    await page.getByLabel('Cuentas por cobrar (MXN)').fill('12000');
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await page.waitForURL('**/app/empresa');
    const cashSection = page.getByRole('region', { name: 'Caja y balance' });
    await expect.poll(() => cashSection.textContent()).toContain('$45,001');
    expect(await cashSection.textContent()).toContain('Cuentas por cobrar$12,000');
    // A profitable month: the cash lasts, the header says so.
    await expect.poll(() => summaryValue(page, 'Caja').textContent()).toBe('$45,001 · sin límite');
    expect(await summaryValue(page, 'Flujo de caja').textContent()).not.toBe('Crítico');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('at 375 the dashboard opens with the negative cash and what to do about it', async () => {
    const user = await ownerWith({ cashBalance: -500 });
    const { page, context, errors } = await browser.open('phone');
    await signIn(page, user);
    const cash = page.getByRole('article', { name: 'Saldo en caja' });
    await expect.poll(() => cash.textContent()).toContain('-$500');
    expect(await cash.textContent()).toContain('Tu caja está en negativo');
    expect(
      await page.getByRole('article', { name: 'Estado del flujo de caja' }).textContent(),
    ).toContain('Crítico');
    await expectCleanPage(page, errors, VIEWPORTS.phone.width);
    await context.close();
  });
});

describe('/demo: one name per figure', () => {
  it.each(['desktop', 'phone'] as const)(
    'at %s the net margin is one figure, and the owners’ withdrawals are no expense',
    async (viewport) => {
      const { page, context, errors } = await browser.open(viewport);
      await pinClock(page);
      await page.goto('/demo');
      const tab = async (name: string) => {
        await page.getByRole('tab', { name }).click();
        const panel = page.getByRole('tabpanel');
        await panel.waitFor();
        return panel;
      };
      // The dashboard tab shows the period's flow margin, never a second "net margin".
      const dashboard = await tab('Dashboard');
      const status = dashboard.getByRole('article', { name: 'Estado del flujo de caja' });
      expect(await status.textContent()).toMatch(/Margen de flujo: -?\d/);
      expect(await dashboard.textContent()).not.toMatch(/Margen neto: /);
      expect(await dashboard.getByRole('article', { name: 'Utilidad del periodo' }).count()).toBe(
        1,
      );
      // The expense split has no withdrawals in it.
      const split = dashboard.getByRole('region', { name: 'Distribución de gastos' });
      await split.locator('table').waitFor({ state: 'attached' });
      expect(await split.textContent()).not.toContain('Retiros de los dueños');
      // ...but the cash that left with them is in the outflows.
      const cashFlow = await tab('Flujo de caja');
      expect(
        await cashFlow.getByRole('article', { name: 'Salidas (30 días)' }).textContent(),
      ).toMatch(/Incluye \$[\d,]+ de retiros de los dueños/);
      // Profitability: the figures core's net margin, named with its basis, and the period's
      // profit by its own name.
      const profitability = await tab('Rentabilidad');
      const netMargin = profitability.getByRole('article', { name: 'Margen neto' });
      expect(await netMargin.locator('dd').first().textContent()).toBe(RECORDED_NET_MARGIN);
      expect(
        await profitability.getByRole('region', { name: `Tu mes: ${DEMO_BASIS}` }).count(),
      ).toBe(1);
      expect(await profitability.getByRole('article', { name: 'Utilidad al mes' }).count()).toBe(1);
      expect(
        await profitability.getByRole('article', { name: 'Utilidad del periodo' }).count(),
      ).toBe(1);
      // The analysis says which figure each finding reads.
      const analysis = await tab('Análisis');
      expect(await analysis.textContent()).toContain(`el margen neto de ${DEMO_BASIS}`);
      expect(await analysis.textContent()).not.toContain('Tu utilidad neta supera');
      // axe on this tab at both widths: a11y-moderate.test.ts, at the moderate bar.
      await expectCleanPage(page, errors, VIEWPORTS[viewport].width, { axe: false });
      await context.close();
    },
  );
});

describe('one loss-making company, one runway everywhere', () => {
  it(
    'cash $45,000 and a 30-day loss: the header, dashboard, its PDF, cash flow, Reportes and the assistant agree',
    async () => {
      // 9,000 in and 30,000 out in the last 30 days, no product: 21,000 leave a month and
      // 45,000 ÷ 21,000 = 2.14 months, under 3 → Crítico; the margin −233 % → Crítico too.
      const user = await ownerWith({
        cashBalance: 45_000,
        product: false,
        entries: [
          { daysAgo: 25, type: 'expense', amount: 18_000, category: 'Renta' },
          { daysAgo: 12, type: 'income', amount: 5_000, category: 'Ventas' },
          { daysAgo: 10, type: 'expense', amount: 12_000, category: 'Nómina' },
          { daysAgo: 3, type: 'income', amount: 4_000, category: 'Ventas' },
        ],
      });
      const { page, context, errors } = await browser.open('desktop');
      await signIn(page, user);

      // The header: the status and the cash with its runway, naming their basis.
      await expect.poll(() => summaryValue(page, 'Caja').textContent()).toBe('$45,000 · 2.1 meses');
      expect(await summaryValue(page, 'Flujo de caja').textContent()).toBe('Crítico');
      expect(
        await page
          .getByRole('banner')
          .locator('dt', { hasText: /^Flujo de caja/ })
          .textContent(),
      ).toBe('Flujo de caja · 30 días');

      // The dashboard: the same runway and status beside the loss.
      await page.goto('/app/dashboard?period=30d');
      const cash = page.getByRole('article', { name: 'Saldo en caja' });
      await expect
        .poll(() => cash.textContent())
        .toContain('Alcanza para 2.1 meses al ritmo de tus últimos 30 días');
      expect(
        await page.getByRole('article', { name: 'Estado del flujo de caja' }).textContent(),
      ).toContain('Crítico');
      expect(
        await page.getByRole('article', { name: 'Utilidad del periodo' }).textContent(),
      ).toContain('-$21,000');
      await expectCleanPage(page, errors, VIEWPORTS.desktop.width);

      // Its PDF prints the same, never "Sin límite".
      const [file] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Exportar reporte' }).click(),
      ]);
      const chunks: Buffer[] = [];
      for await (const chunk of await file.createReadStream()) chunks.push(chunk as Buffer);
      const { text: raw } = await extractText(
        await getDocumentProxy(new Uint8Array(Buffer.concat(chunks))),
        { mergePages: true },
      );
      const pdf = raw.replace(/\s+/g, ' ');
      expect(pdf).toContain('Autonomía de la caja (al ritmo de tus últimos 30 días) 2.1 meses');
      expect(pdf).toContain('Crítico');
      expect(pdf).not.toContain('Sin límite');

      // The cash-flow page: the same months.
      await page.goto('/app/cash-flow');
      const runway = page.getByRole('article', { name: 'Autonomía de caja' });
      await expect.poll(() => runway.textContent()).toContain('2.1 meses');
      expect(await runway.textContent()).toContain('al ritmo de tus últimos 30 días');

      // Reportes › Indicadores, the same 30 days: the flow margin's verdict is the same.
      await page.goto('/app/reports?periodo=30');
      await page.getByRole('tab', { name: 'Indicadores' }).click();
      const flowMargin = page.getByRole('article', { name: 'Margen de flujo' });
      await expect.poll(() => flowMargin.textContent()).toContain('Crítico');

      // The assistant answers with the owner's money first, then the book.
      await page.getByRole('button', { name: 'Asistente del libro' }).click();
      const dialog = page.getByRole('dialog', { name: 'Asistente del libro' });
      await dialog.getByLabel('Tu pregunta').fill('¿Cuánto efectivo me queda?');
      await dialog.getByLabel('Tu pregunta').press('Enter');
      const answer = dialog.getByTestId('analysis-summary');
      await answer.waitFor();
      expect(await answer.textContent()).toMatch(
        /^Hoy tienes \$45,000 en caja\. Te quedan 2\.1 meses de caja/,
      );
      expect(errors).toEqual([]);
      await context.close();
    },
    JOURNEY_TIMEOUT_MS,
  );
});
