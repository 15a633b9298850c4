import { APP_MODULES } from '@caudal/contracts/app-modules';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousA11yViolations, setupBrowser } from './support/browser.ts';

const browser = setupBrowser();

// What the owner types in the onboarding, and below what the dashboard must show for it.
const PRODUCTS = [
  {
    name: 'Café americano',
    price: 45,
    variableCost: 12,
    monthlySales: 900,
    category: 'Bebidas',
    // 45 − 12 = 33 pesos a cup.
    contribution: '$33',
  },
  {
    name: 'Pan dulce',
    price: 22,
    variableCost: 8.5,
    monthlySales: 600,
    category: 'Panadería',
    // 22 − 8.50 = 13.50 pesos a piece.
    contribution: '$13.50',
  },
];
const FIXED_COSTS = [
  { name: 'Renta del local', amount: 12_000, recurring: true, category: 'Renta' },
  { name: 'Sueldos', amount: 14_000, recurring: true, category: 'Nómina' },
  { name: 'Seguro del local', amount: 9_600, recurring: false, category: 'Seguros' },
];
const CASH = 85_000;

// Worked by hand. A new company has no dated entries, so the cards are the catalogue and costs
// of a month (estimated), times 3: the dashboard opens on 90 days, the closest to the company's
// default period (Configuración › Análisis, "Últimos 3 meses"). A month:
//   revenue 45 × 900 + 22 × 600 = 40,500 + 13,200 = 53,700
//   variable costs 12 × 900 + 8.50 × 600 = 10,800 + 5,100 = 15,900
//   fixed costs 12,000 + 14,000 + 9,600 / 12 (a yearly cost counts a twelfth) = 26,800
//   expenses 15,900 + 26,800 = 42,700; net profit 53,700 − 42,700 = 11,000
// 90 days: revenue 3 × 53,700 = 161,100; expenses 3 × 42,700 = 128,100; profit 3 × 11,000 = 33,000.
const EXPECTED = {
  revenue: '$161,100',
  expenses: '$128,100',
  netProfit: '$33,000',
  // Profit 33,000 is 20.5 % of revenue 161,100: above 15 % is 'Excelente'.
  cashFlowStatus: 'Excelente',
  // The score and the break-even are the month's, whatever the period:
  // net margin 20.5 % (15 or more: 25) + gross margin (53,700 − 15,900) / 53,700 = 70.4 %
  // (70 or more: 25) + contribution margin, the same 70.4 % without cost lines (60 or more: 25)
  // + margin of safety (37,800 − 26,800) / 37,800 = 29.1 % (15 or more: 15) = 90.
  healthScore: '90',
  // ⌈26,800 fixed × 1,500 units / 37,800 contribution⌉ = ⌈1,063.5⌉.
  breakEvenUnits: '1,064',
};

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
  it('register → the four onboarding steps → the dashboard shows the hand-worked figures', async () => {
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
      await expect.poll(() => row.locator('output').textContent()).toContain(product.contribution);
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

    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Dashboard de Café Lucía');
    await expect.poll(() => page.getByText(/cifras estimadas/).count()).toBe(1);
    const card = (name: string) => page.getByRole('article', { name }).textContent();
    expect(await card('Ingresos del periodo')).toContain(EXPECTED.revenue);
    expect(await card('Gastos del periodo')).toContain(EXPECTED.expenses);
    expect(await card('Utilidad del periodo')).toContain(EXPECTED.netProfit);
    // $85,000 and a period that leaves a profit: the cash does not run out.
    expect(await card('Saldo en caja')).toContain('$85,000');
    expect(await card('Saldo en caja')).toContain(
      'Según tu estimado con tus productos y costos, tu mes no pierde dinero: a este ritmo tu caja no se agota.',
    );
    expect(await card('Estado del flujo de caja')).toContain(EXPECTED.cashFlowStatus);
    expect(await card('Ingresos del periodo')).toContain('Sin periodo anterior para comparar');
    expect(await page.getByTestId('health-score').textContent()).toBe(EXPECTED.healthScore);
    expect(await page.getByTestId('break-even-units').textContent()).toBe(EXPECTED.breakEvenUnits);

    // Back in the onboarding, everything is filled in: it opens on the last step.
    await page.goto('/app/onboarding');
    await page.getByRole('heading', { name: 'Caja inicial', exact: true }).waitFor();
    expect(await page.getByLabel('Saldo de caja hoy (MXN)').inputValue()).toBe(String(CASH));
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the demo company: 24 months in the chart, periods in the URL, a real PDF, no serious axe issue', async () => {
    const { page, errors, context } = await browser.open('desktop', { signedIn: true });
    await page.goto('/app/dashboard');
    const monthly = page.getByRole('region', { name: 'Ingresos vs gastos por mes' });
    await monthly.locator('.recharts-bar-rectangle').first().waitFor();
    const monthRows = monthly.locator('table tbody tr');
    expect(await monthRows.count()).toBeGreaterThanOrEqual(24);
    // Two bars a month (revenue and expenses).
    expect(await monthly.locator('.recharts-bar-rectangle').count()).toBeGreaterThanOrEqual(48);
    expect(await page.getByRole('banner').getByText('Salud financiera').count()).toBe(1);

    // The shortcuts to modules not built yet say so.
    const shortcuts = page.getByRole('region', { name: 'Acciones rápidas' }).getByRole('link');
    expect(await shortcuts.count()).toBe(3);
    for (const link of await shortcuts.all()) {
      const href = await link.getAttribute('href');
      const screen = APP_MODULES.find((m) => href === `/app/${m.path}`);
      expect(screen, href ?? '').toBeDefined();
      expect(await link.getByText('Próximamente', { exact: true }).count()).toBe(
        screen?.built ? 0 : 1,
      );
    }

    await page.getByRole('radio', { name: 'Últimos 7 días' }).click();
    await page.waitForURL('**/app/dashboard?period=7d');
    const daily = page.getByRole('region', { name: 'Entradas y salidas por día' });
    await expect.poll(() => daily.locator('table tbody tr').count()).toBe(7);
    expect(await page.getByRole('radio', { name: 'Últimos 7 días' }).isChecked()).toBe(true);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exportar reporte' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^caudal-dashboard-7d-\d{4}-\d{2}-\d{2}\.pdf$/);
    // Read through a stream: the browser runs in another process (global-setup.ts).
    const chunks: Buffer[] = [];
    for await (const chunk of await file.createReadStream()) chunks.push(chunk as Buffer);
    const bytes = Buffer.concat(chunks);
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
    const { page, errors, context } = await browser.open('phone', { signedIn: true });
    await page.goto('/app/dashboard');
    await page.getByRole('region', { name: 'Salud financiera' }).waitFor();
    await page.locator('.recharts-surface').first().waitFor();
    expect(await pageWidth(page)).toBeLessThanOrEqual(375);
    await page.goto('/app/onboarding');
    await page.getByText('Paso 4 de 4').waitFor();
    expect(await pageWidth(page)).toBeLessThanOrEqual(375);
    expect(errors).toEqual([]);
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
