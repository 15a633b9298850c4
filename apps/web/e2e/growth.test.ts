import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  apiGet,
  expectCleanPage,
  JOURNEY_TIMEOUT_MS,
  setupBrowser,
  VIEWPORTS,
} from './support/browser.ts';

const browser = setupBrowser();

/** 197352.4 → '$197,352', as es-MX writes whole pesos. */
const pesos = (value: number) => `$${Math.round(value).toLocaleString('en-US')}`;

const historyRows = (page: Page) =>
  page.getByRole('table', { name: 'Ingresos y gastos por mes' }).locator('tbody tr');

async function openGrowth(page: Page) {
  await page.goto('/app/growth');
  await page.getByRole('heading', { level: 1, name: 'Crecimiento' }).waitFor();
  await page.getByRole('heading', { name: 'Indicadores de crecimiento' }).waitFor();
}

describe('growth in the browser', () => {
  it(
    "the demo's history by range, a scenario highlighted, a simulation changed, saved and found after a reload, the settings and a task kept, Sofía citing chapter 15; clean at 1280 and 375 px",
    async () => {
      // A sandbox of its own: the journey saves settings, a simulation and a task.
      const { context, page, errors } = await browser.open('desktop', {
        session: await browser.demoSandbox(),
      });
      await openGrowth(page);

      // The revenue card is the API's typical month.
      const view = await apiGet<{ kpis: { key: string; current: number | null }[] }>(
        page,
        '/api/growth/view',
      );
      const revenue = view.kpis.find((k) => k.key === 'revenue')?.current;
      expect(revenue).toBeGreaterThan(0);
      await expect
        .poll(() => page.getByRole('article', { name: 'Ingresos mensuales' }).textContent())
        .toContain(pesos(revenue as number));

      // The demo records no customers: the customers card says so and links to where they go.
      expect(view.kpis.find((k) => k.key === 'customers')?.current).toBeNull();
      const link = page
        .getByRole('article', { name: 'Clientes activos' })
        .getByRole('link', { name: 'Registrar tus clientes' });
      expect(await link.getAttribute('href')).toBe('/app/unit-economics#clientes');

      // The history's ranges: a year by default, then 3 months and 2 years.
      await expect.poll(() => historyRows(page).count()).toBe(12);
      await page.getByRole('radio', { name: '3M' }).click();
      await expect.poll(() => historyRows(page).count()).toBe(3);
      await page.getByRole('radio', { name: '2A' }).click();
      await expect.poll(() => historyRows(page).count()).toBe(24);

      // Realistic by default; the aggressive card highlights its line.
      const card = (name: string) => page.getByRole('button', { name: new RegExp(`^${name}`) });
      await expect.poll(() => card('Realista').getAttribute('aria-pressed')).toBe('true');
      await card('Agresivo').click();
      await expect.poll(() => card('Agresivo').getAttribute('aria-pressed')).toBe('true');
      await expect.poll(() => card('Realista').getAttribute('aria-pressed')).toBe('false');
      await page.getByText('Resaltado: Agresivo.').waitFor();

      // The simulator on the aggressive scenario. Issue 33: the ROI is the simulation's own, the
      // profit its growth adds over today's revenue against the investment: (P − I) / I, for
      // 100,000 and then 200,000 invested, with P the "Utilidad adicional" on screen.
      await page.getByRole('button', { name: 'Simular Escenario' }).click();
      const sim = page.getByRole('dialog', { name: 'Simulador de Escenarios de Crecimiento' });
      await sim.getByText('Ajusta los valores y ejecuta la simulación').waitFor();
      const results = sim.getByRole('region', { name: 'Resultados de la simulación' });
      await sim.getByLabel('Inversión (MXN)').fill('100000');
      await sim.getByRole('button', { name: 'Ejecutar Simulación' }).click();
      const roiOf = async (investment: number) => {
        const text = (await results.textContent()) ?? '';
        const match = /Utilidad adicional(-?)\$([\d,]+)ROI(-?[\d.]+)%/.exec(text);
        expect(match, text).not.toBeNull();
        const profit = Number(`${match?.[1]}${match?.[2]?.replace(/,/g, '')}`);
        // The profit is shown in whole pesos: ROI to a tenth of a point.
        expect(Number(match?.[3])).toBeCloseTo(((profit - investment) / investment) * 100, 0);
        return match?.[3] ?? '';
      };
      await expect.poll(() => results.textContent()).toContain('Utilidad adicional');
      const first = await roiOf(100_000);
      await sim.getByLabel('Inversión (MXN)').fill('200000');
      await sim.getByRole('button', { name: 'Ejecutar Simulación' }).click();
      await expect.poll(() => results.textContent()).not.toContain(`ROI${first}%`);
      const second = await roiOf(200_000);
      await sim.getByRole('button', { name: 'Guardar Simulación' }).click();
      await page.getByText('Simulación guardada en tu historial de proyecciones').waitFor();
      await expect.poll(() => sim.isVisible()).toBe(false);

      // The business settings: 7 employees, 48 % a year (4 % a month in the simulator).
      await page.getByRole('button', { name: 'Configurar' }).click();
      const settings = page.getByRole('dialog', { name: 'Configuración del Negocio' });
      await settings.getByLabel('Número de empleados').fill('7');
      await settings.getByLabel('Meta de crecimiento anual (%)').fill('48');
      await settings.getByRole('button', { name: 'Guardar', exact: true }).click();
      await page.getByText('Configuración guardada exitosamente').waitFor();

      // A task of the action plan starts the plan.
      const task = page.getByRole('checkbox', {
        name: 'Fija tus metas de crecimiento con tus cifras de hoy',
      });
      await task.check();
      await page.getByText(/Plan iniciado el/).waitFor();

      // Sofía answered on opening (no analysis stored yet), chapter 15 first.
      await page.getByText('Basado en:').first().waitFor({ timeout: 30_000 });
      const sofia = page.getByRole('region', { name: /Sof[ií]a/ }).first();
      await expect.poll(() => sofia.textContent()).toMatch(/Capítulo 15/);

      // After a reload: the simulation in the history, the settings and the task kept.
      await page.reload();
      await openGrowth(page);
      const saved = page.getByRole('listitem').filter({ hasText: /^Agresivo ·/ });
      await expect.poll(() => saved.count()).toBe(1);
      await expect.poll(() => saved.textContent()).toContain('$200,000');
      await expect.poll(() => saved.textContent()).toContain(`${second}%`);
      await expect.poll(() => task.isChecked()).toBe(true);
      await page.getByRole('button', { name: 'Configurar' }).click();
      await expect.poll(() => settings.getByLabel('Número de empleados').inputValue()).toBe('7');
      await expect
        .poll(() => settings.getByLabel('Meta de crecimiento anual (%)').inputValue())
        .toBe('48');
      await settings.getByRole('button', { name: 'Cancelar' }).click();
      await page.getByRole('button', { name: 'Simular Escenario' }).click();
      await expect.poll(() => sim.getByLabel('Crecimiento mensual (%)').inputValue()).toBe('4');
      await page.keyboard.press('Escape');
      await expectCleanPage(page, errors, VIEWPORTS.desktop.width);

      // At 375 px, the same session.
      await page.setViewportSize(VIEWPORTS.phone);
      await page.reload();
      await openGrowth(page);
      await page.getByRole('heading', { name: 'Plan de acción recomendado' }).waitFor();
      await expectCleanPage(page, errors, VIEWPORTS.phone.width);
      await context.close();
    },
    JOURNEY_TIMEOUT_MS,
  );
});
