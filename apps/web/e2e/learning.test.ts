import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousA11yViolations, setupBrowser } from './support/browser.ts';

const browser = setupBrowser();

const panel = (page: Page) => page.getByRole('region', { name: 'Tu ruta de aprendizaje' });
const row = (page: Page, title: string) =>
  panel(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: title }) });

describe('learning path', () => {
  it('the demo starts in the spec states; reading a chapter to its end moves the path', async () => {
    const { page, errors, context } = await browser.open('desktop', {
      session: await browser.demoSandbox(),
    });
    await page.goto('/app/dashboard');

    // The panel: grouped by path, the spec's buttons. Cash flow counts its chapter and the two
    // steps the demo did (3 of 5: 60 %), so the path is at (100 + 60) / 6 = 27 %: under 30 %,
    // it gets the tip.
    await panel(page).getByText('Avance general').waitFor();
    await expect.poll(() => panel(page).textContent()).toContain('27%');
    expect(await panel(page).textContent()).toContain('Consejo:');
    const fundamentals = row(page, 'Fundamentos financieros');
    expect(await fundamentals.getByRole('link').textContent()).toBe('Revisar');
    expect(await fundamentals.textContent()).toContain('Completaste todos los pasos.');
    const cashFlow = row(page, 'Flujo de caja');
    expect(await cashFlow.getByRole('link').textContent()).toBe('Continuar');
    expect(await cashFlow.textContent()).toContain('60%');
    expect(await row(page, 'Economía unitaria').getByRole('link').textContent()).toBe('Comenzar');
    const costs = row(page, 'Costos y precios');
    expect(await costs.getByRole('link').count()).toBe(0);
    expect(await costs.textContent()).toContain('Se desbloquea al completar Economía unitaria.');

    // 'Comenzar' opens the module, with the navigator, its steps, the map and the book bar.
    await row(page, 'Economía unitaria')
      .getByRole('link', { name: /Comenzar/ })
      .click();
    await page.waitForURL('**/app/unit-economics');
    const nav = page.getByRole('navigation', { name: 'Ruta de aprendizaje' });
    await nav.getByText('Módulo 3 de 6').waitFor();
    expect(await nav.getByRole('link').allTextContents()).toEqual([
      'Anterior: Flujo de caja',
      'Siguiente: Costos y precios',
    ]);
    const section = page.getByRole('region', { name: 'Ruta de aprendizaje' });
    await section.getByText('2 de 15 capítulos leídos').waitFor();
    expect(await section.locator('[aria-current="step"]').textContent()).toContain(
      'Economía unitaria',
    );
    // Its screen is built: its data and analysis steps are asked for, none "Próximamente".
    const productStep = section
      .getByRole('listitem')
      .filter({ hasText: 'Registra o actualiza un producto' });
    await productStep.waitFor();
    expect(await section.getByText('Próximamente', { exact: true }).count()).toBe(0);
    const readStep = section.getByRole('listitem').filter({ hasText: 'Lee el capítulo 5' });
    expect(await readStep.getByText('Próximamente', { exact: true }).count()).toBe(0);
    // A locked module's card in the map does not navigate; an open one does.
    const mapCard = (title: string) => section.getByRole('listitem').filter({ hasText: title });
    expect(await mapCard('Costos y precios').getByRole('link').count()).toBe(0);
    expect(await mapCard('Rentabilidad y ROI').getByRole('link').count()).toBe(0);
    expect(await mapCard('Flujo de caja').getByRole('link').count()).toBe(1);

    // Read chapter 5 to its end: 1 of its 5 steps (chapter, product, customers, calculation,
    // Carlos). The demo records no customers, so there is no COCA on screen and 'calculate the
    // LTV and COCA' is not counted. Unit economics is not completed: costs and pricing stays locked.
    await section.getByRole('link', { name: 'Lee el capítulo 5' }).click();
    await page.waitForURL('**/app/libro/5');
    await page.getByRole('heading', { level: 1, name: 'Economía unitaria' }).waitFor();
    await page.getByRole('heading', { name: 'Conceptos clave' }).scrollIntoViewIfNeeded();
    await page.getByText('Leído', { exact: true }).first().waitFor();
    await page.goto('/app/unit-economics');
    await section.getByText('3 de 15 capítulos leídos').waitFor();
    await expect.poll(() => section.textContent()).toContain('20%');
    expect(await mapCard('Costos y precios').getByRole('link').count()).toBe(0);

    // The last module carries the congratulation card (the path is not finished yet).
    await page.goto('/app/planning');
    await section.getByText('La meta: completar la ruta').waitFor();
    expect(await nav.textContent()).toContain('Último módulo');

    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a new owner sees only the first module open; at 375 px nothing scrolls sideways', async () => {
    const { page, errors, context } = await browser.open('phone');
    await page.goto('/register');
    const id = Date.now().toString(36);
    await page.getByLabel('Nombre completo').fill('Lucía Pérez');
    await page.getByLabel('Empresa').fill('Tlapalería Lucía');
    await page.getByLabel('Correo electrónico').fill(`lucia-${id}@example.mx`);
    await page.getByLabel('Nombre de usuario').fill(`lucia_${id}`);
    await page.getByLabel('Contraseña', { exact: true }).fill('Segura-2026!');
    await page.getByLabel('Acepto los términos y condiciones').check();
    await page.getByRole('button', { name: 'Crear cuenta' }).last().click();
    await page.waitForURL('**/app/onboarding');
    await page.goto('/app/dashboard');
    await panel(page).getByText('Avance general').waitFor();
    expect(await row(page, 'Fundamentos financieros').getByRole('link').textContent()).toBe(
      'Comenzar',
    );
    for (const title of ['Flujo de caja', 'Planeación financiera'])
      expect(await row(page, title).getByRole('link').count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );

    // A locked module's page (planning, built): its steps are listed to do, none "Próximamente"
    // now that every module of the path is built, and the map's locked cards do not navigate.
    await page.goto('/app/planning');
    const section = page.getByRole('region', { name: 'Ruta de aprendizaje' });
    await section.getByText('0 de 15 capítulos leídos').waitFor();
    const goalStep = section
      .getByRole('listitem')
      .filter({ hasText: 'Define una meta financiera' });
    expect(await goalStep.count()).toBe(1);
    expect(await section.getByText('Próximamente', { exact: true }).count()).toBe(0);
    const mapCard = (title: string) => section.getByRole('listitem').filter({ hasText: title });
    expect(await mapCard('Fundamentos financieros').getByRole('link').count()).toBe(1);
    expect(await mapCard('Flujo de caja').getByRole('link').count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
