import { readFile } from 'node:fs/promises';
import {
  type Centavos,
  centavos,
  computeMetrics,
  dashboardStats,
  toCentavos,
} from '@caudal/finance';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatInteger, formatMoney, formatUnitMoney } from '../src/lib/format.ts';
import { loginAsDemo, seriousA11yViolations, setupBrowser } from './support/browser.ts';

const browser = setupBrowser();

// What the owner types in the onboarding; the expected figures come from the same finance
// functions the API uses, formatted by the app's own formatters.
const PRODUCTS = [
  { name: 'Café americano', price: 45, variableCost: 12, monthlySales: 900, category: 'Bebidas' },
  { name: 'Pan dulce', price: 22, variableCost: 8.5, monthlySales: 600, category: 'Panadería' },
];
const FIXED_COSTS = [
  { name: 'Renta del local', amount: 12_000, recurring: true, category: 'Renta' },
  { name: 'Sueldos', amount: 14_000, recurring: true, category: 'Nómina' },
  { name: 'Seguro del local', amount: 9_600, recurring: false, category: 'Seguros' },
];
const CASH = 85_000;

function expectedFigures() {
  const metrics = computeMetrics({
    products: PRODUCTS.map((p) => ({
      priceCentavos: toCentavos(p.price),
      variableCostCentavos: toCentavos(p.variableCost),
      monthlySales: p.monthlySales,
    })),
    fixedCosts: FIXED_COSTS.map((c) => ({
      amountCentavos: toCentavos(c.amount),
      recurring: c.recurring,
      category: c.category,
    })),
    variableCostLines: [],
    cashBalanceCentavos: toCentavos(CASH),
  });
  // A new company has no dated entries: the 30-day cards are the monthly figures (estimated).
  const none = {
    incomeCentavos: centavos(0),
    expenseCentavos: centavos(0),
    incomeCount: 0,
    expenseCount: 0,
  };
  const stats = dashboardStats({
    period: '30d',
    current: none,
    previous: none,
    monthly: {
      revenueCentavos: metrics.monthlyRevenue,
      expensesCentavos: centavos(metrics.monthlyVariableCosts + metrics.monthlyFixedCosts),
    },
  });
  return { metrics, stats };
}

let n = 0;
const uniqueUser = () => {
  n += 1;
  const id = `${Date.now().toString(36)}${n}`;
  return {
    name: 'Lucía Ramírez',
    username: `luciar${id}`.slice(0, 20),
    email: `luciar${id}@example.com`,
    password: 'clave-segura-9',
  };
};

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

describe('onboarding and dashboard in the browser', () => {
  it('register → the four onboarding steps → the dashboard shows the finance figures', async () => {
    const { page, errors, context } = await browser.open();
    const user = uniqueUser();
    await page.goto('/register');
    await page.getByLabel('Nombre completo').fill(user.name);
    await page.getByLabel('Empresa').fill('Café Lucía');
    await page.getByLabel('Correo electrónico').fill(user.email);
    await page.getByLabel('Nombre de usuario').fill(user.username);
    await page.getByLabel('Contraseña', { exact: true }).fill(user.password);
    await page.getByLabel('Acepto los términos y condiciones').check();
    await page.getByRole('button', { name: 'Crear cuenta' }).last().click();
    await page.waitForURL('**/app/onboarding');

    // 1. The company: the name comes from the registration.
    await page.getByRole('heading', { name: 'Tu empresa', exact: true }).waitFor();
    expect(await page.getByText('Paso 1 de 4').count()).toBe(1);
    expect(await page.getByLabel('Nombre de la empresa').inputValue()).toBe('Café Lucía');
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await expect.poll(() => page.getByText('Selecciona un giro válido').count()).toBe(1);
    await page.getByLabel('Giro del negocio').selectOption('food_beverage');
    await page.getByLabel('Etapa del negocio').selectOption('startup');
    await page.getByLabel('Número de empleados').fill('4');
    await page.getByRole('button', { name: 'Siguiente' }).click();

    // 2. Two products, with the live contribution margin of each row.
    await page.getByRole('heading', { name: 'Tus productos', exact: true }).waitFor();
    for (const [index, product] of PRODUCTS.entries()) {
      if (index > 0) await page.getByRole('button', { name: 'Agregar producto' }).click();
      const row = page.getByRole('group', { name: `Producto ${index + 1}` });
      await row.getByLabel('Nombre del producto').fill(product.name);
      await row.getByLabel('Categoría').fill(product.category);
      await row.getByLabel('Precio de venta (MXN)').fill(String(product.price));
      await row.getByLabel('Costo variable por unidad').fill(String(product.variableCost));
      await row.getByLabel('Unidades vendidas al mes').fill(String(product.monthlySales));
      await expect
        .poll(() => row.locator('output').textContent())
        .toContain(
          formatUnitMoney(
            (toCentavos(product.price) - toCentavos(product.variableCost)) as Centavos,
          ),
        );
    }
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Siguiente' }).click();

    // Saved for real: a reload resumes at the first empty step.
    await page.getByRole('heading', { name: 'Costos fijos', exact: true }).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'Costos fijos', exact: true }).waitFor();
    expect(await page.getByText('Paso 3 de 4').count()).toBe(1);

    // 3. Three fixed costs, one of them yearly.
    for (const [index, cost] of FIXED_COSTS.entries()) {
      if (index > 0) await page.getByRole('button', { name: 'Agregar costo fijo' }).click();
      const row = page.getByRole('group', { name: `Costo fijo ${index + 1}` });
      await row.getByLabel('Concepto').fill(cost.name);
      await row.getByLabel('Categoría').fill(cost.category);
      await row.getByLabel('Monto (MXN)').fill(String(cost.amount));
      await row.getByLabel('Frecuencia').selectOption(cost.recurring ? 'monthly' : 'yearly');
    }
    await page.getByRole('button', { name: 'Siguiente' }).click();

    // 4. The cash today finishes the onboarding.
    await page.getByRole('heading', { name: 'Caja inicial', exact: true }).waitFor();
    await page.getByLabel('Saldo de caja hoy (MXN)').fill(String(CASH));
    await page.getByRole('button', { name: 'Terminar y ver mi dashboard' }).click();
    await page.waitForURL('**/app/dashboard');

    const { metrics, stats } = expectedFigures();
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Dashboard de Café Lucía');
    await expect.poll(() => page.getByText(/cifras estimadas/).count()).toBe(1);
    const card = (name: string) => page.getByRole('article', { name }).textContent();
    expect(await card('Ingresos del periodo')).toContain(formatMoney(stats.revenue.valueCentavos));
    expect(await card('Gastos del periodo')).toContain(formatMoney(stats.expenses.valueCentavos));
    expect(await card('Utilidad neta')).toContain(formatMoney(stats.netProfit.valueCentavos));
    expect(await card('Estado del flujo de caja')).toContain(stats.cashFlowStatus.label);
    expect(await card('Ingresos del periodo')).toContain('Sin periodo anterior para comparar');
    expect(await page.getByTestId('health-score').textContent()).toBe(
      formatInteger(metrics.healthScore),
    );
    expect(metrics.breakEvenUnits).not.toBeNull();
    expect(await page.getByTestId('break-even-units').textContent()).toBe(
      formatInteger(metrics.breakEvenUnits),
    );
    // Hand check of the rule itself: ceil(monthly fixed costs ÷ contribution per unit).
    const fixed = 12_000 + 14_000 + 9_600 / 12;
    const contribution = PRODUCTS.reduce(
      (sum, p) => sum + (p.price - p.variableCost) * p.monthlySales,
      0,
    );
    const units = PRODUCTS.reduce((sum, p) => sum + p.monthlySales, 0);
    expect(metrics.breakEvenUnits).toBe(Math.ceil(fixed / (contribution / units)));

    // Back in the onboarding, everything is filled in: it opens on the last step.
    await page.goto('/app/onboarding');
    await page.getByRole('heading', { name: 'Caja inicial', exact: true }).waitFor();
    expect(await page.getByLabel('Saldo de caja hoy (MXN)').inputValue()).toBe(String(CASH));
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the demo company: 24 months in the chart, periods in the URL, a real PDF, no serious axe issue', async () => {
    const { page, errors, context } = await browser.open();
    await loginAsDemo(page);
    const monthly = page.getByRole('region', { name: 'Ingresos vs gastos por mes' });
    await monthly.locator('.recharts-bar-rectangle').first().waitFor();
    const monthRows = monthly.locator('table tbody tr');
    expect(await monthRows.count()).toBeGreaterThanOrEqual(24);
    // Two bars a month (revenue and expenses).
    expect(await monthly.locator('.recharts-bar-rectangle').count()).toBeGreaterThanOrEqual(48);
    expect(await page.getByRole('banner').getByText('Salud financiera').count()).toBe(1);

    await page.getByRole('radio', { name: 'Últimos 7 días' }).click();
    await page.waitForURL('**/app/dashboard?period=7d');
    const daily = page.getByRole('region', { name: 'Entradas y salidas por día' });
    await expect.poll(() => daily.locator('table tbody tr').count()).toBe(7);
    expect(await page.getByRole('radio', { name: 'Últimos 7 días' }).isChecked()).toBe(true);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exportar reporte' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^caudal-dashboard-7d-\d{4}-\d{2}-\d{2}\.pdf$/);
    const bytes = await readFile(await file.path());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // A concept tooltip opens from the keyboard with its formula and chapter.
    await page.getByRole('button', { name: 'Qué significa: Punto de equilibrio' }).focus();
    await page.keyboard.press('Enter');
    const tip = page.getByRole('dialog');
    await expect.poll(() => tip.textContent()).toContain('Capítulo 9: Punto de equilibrio');
    await page.keyboard.press('Escape');
    await expect.poll(() => tip.count()).toBe(0);

    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('at 375 px the dashboard and the onboarding do not scroll sideways', async () => {
    const { page, errors, context } = await browser.open('phone');
    await loginAsDemo(page);
    await page.getByRole('region', { name: 'Salud financiera' }).waitFor();
    await page.locator('.recharts-surface').first().waitFor();
    expect(await pageWidth(page)).toBeLessThanOrEqual(375);
    await page.goto('/app/onboarding');
    await page.getByText('Paso 4 de 4').waitFor();
    expect(await pageWidth(page)).toBeLessThanOrEqual(375);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the landing page does not load the charts code', async () => {
    const { page, context } = await browser.open();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((url) => /charts-/.test(url))).toEqual([]);
    await context.close();
  });

  it('a company without data is led to the onboarding instead of zeros', async () => {
    const { page, context } = await browser.open();
    const user = uniqueUser();
    const response = await fetch(`${browser.baseUrl()}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: user.email,
        username: user.username,
        full_name: user.name,
        password: user.password,
      }),
    });
    expect(response.ok).toBe(true);
    await page.goto('/login');
    await page.getByLabel('Correo electrónico').fill(user.email);
    await page.getByLabel('Contraseña', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Iniciar sesión' }).last().click();
    await page.waitForURL('**/app/dashboard');
    await page.getByRole('link', { name: 'Configura tu empresa' }).waitFor();
    // No cards of zeros, no period selector: only the way in.
    expect(await page.getByRole('article').count()).toBe(0);
    expect(await page.getByRole('radiogroup').count()).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Configura tu empresa' }).click();
    await page.waitForURL('**/app/onboarding');
    await page.getByText('Paso 1 de 4').waitFor();
    await context.close();
  });
});
