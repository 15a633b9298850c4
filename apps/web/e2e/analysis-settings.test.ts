import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  apiPut,
  expectCleanPage,
  JOURNEY_TIMEOUT_MS,
  setupBrowser,
  VIEWPORTS,
} from './support/browser.ts';

const browser = setupBrowser();

const NOTE = 'Ocultaste las proyecciones en Configuración › Análisis';

/** The analysis section saved for the sandbox's company, from a public page of the app's origin. */
async function saveAnalysis(page: Page) {
  await page.goto('/centro-de-ayuda');
  expect(
    await apiPut(page, '/api/config/user', {
      section: 'analysis',
      settings: { default_period: 'last_year', include_projections: false },
    }),
  ).toBe(200);
}

const checked = (page: Page, name: string) => page.getByRole('radio', { name, exact: true });

describe('Configuración › Análisis governs the screens', () => {
  it(
    '"Último año" opens the dashboard on 90 days and reports on a year, the address still wins; without projections the projected blocks give way to the note; clean at 375 px',
    async () => {
      // A sandbox of its own: the analysis section is the company's, every screen reads it.
      const { page, errors, context } = await browser.open('desktop', {
        session: await browser.demoSandbox(),
      });
      await saveAnalysis(page);

      // Dashboard: a year is longer than any of its periods, so the longest, 90 days, one row a
      // day in the daily chart's table; the address names no period.
      await page.goto('/app/dashboard');
      const daily = page.getByRole('region', { name: 'Entradas y salidas por día' });
      await expect.poll(() => daily.locator('table tbody tr').count()).toBe(90);
      expect(await checked(page, 'Últimos 3 meses').isChecked()).toBe(true);
      expect(new URL(page.url()).search).toBe('');
      // The address wins, and choosing on screen still works.
      await page.goto('/app/dashboard?period=7d');
      await expect.poll(() => daily.locator('table tbody tr').count()).toBe(7);
      expect(await checked(page, 'Últimos 7 días').isChecked()).toBe(true);
      await checked(page, 'Último mes').click();
      await page.waitForURL('**/app/dashboard?period=30d');
      await expect.poll(() => daily.locator('table tbody tr').count()).toBe(30);

      // Reports: a year is one of its periods; the revenue compares with the 365 days before.
      await page.goto('/app/reports');
      const revenue = page
        .getByRole('region', { name: 'Resumen del periodo' })
        .getByRole('article', { name: 'Ingresos' });
      await expect.poll(() => revenue.textContent()).toContain('contra los 365 días anteriores');
      expect(await checked(page, '1 año').isChecked()).toBe(true);
      await page.goto('/app/reports?periodo=7');
      await expect.poll(() => revenue.textContent()).toContain('contra los 7 días anteriores');
      expect(await checked(page, '7 días').isChecked()).toBe(true);

      // Profitability: a year is the last 12 complete months.
      await page.goto('/app/profitability');
      await page.getByRole('heading', { name: 'Lo que dicen tus cifras' }).waitFor();
      const picker = page.getByLabel('Periodo', { exact: true });
      expect(
        await picker.evaluate((el: HTMLSelectElement) => el.selectedOptions[0]?.textContent),
      ).toBe('Últimos 12 meses completos');

      // Cash flow: the 12-month projection and the cash it accumulates give way to the note;
      // the recent weeks (actual figures) stay.
      await page.goto('/app/cash-flow');
      await page.getByText(NOTE).waitFor();
      expect(await page.getByRole('heading', { name: 'Proyección de 12 meses' }).count()).toBe(0);
      expect(await page.getByRole('heading', { name: 'Caja acumulada' }).count()).toBe(0);
      await page.getByRole('radio', { name: 'Semanal' }).click();
      await page.getByRole('heading', { name: 'Flujo semanal' }).waitFor();
      expect(await page.getByText(NOTE).count()).toBe(1);

      // Growth: the six-month projection; the history stays.
      await page.goto('/app/growth');
      await page.getByText(NOTE).waitFor();
      expect(await page.getByRole('heading', { name: 'Proyección a 6 meses' }).count()).toBe(0);

      // Planning: the projection tab holds only the note.
      await page.goto('/app/planning');
      await page.getByRole('tab', { name: 'Proyección' }).click();
      const forecast = page.getByRole('tabpanel', { name: 'Proyección' });
      await forecast.getByText(NOTE).waitFor();
      expect(await forecast.getByRole('heading').count()).toBe(0);

      // The note's link opens the analysis section, which says what was saved.
      await forecast.getByRole('link', { name: 'Configuración › Análisis' }).click();
      await page.waitForURL('**/app/settings?seccion=analysis');
      await expect
        .poll(() =>
          page
            .getByLabel('Periodo predeterminado')
            .evaluate((el: HTMLSelectElement) => el.selectedOptions[0]?.textContent),
        )
        .toBe('Último año');
      expect(errors).toEqual([]);

      // 375 px: the cash flow with its note fits and passes axe.
      await page.setViewportSize(VIEWPORTS.phone);
      await page.goto('/app/cash-flow');
      await page.getByText(NOTE).waitFor();
      await expectCleanPage(page, errors, VIEWPORTS.phone.width);
      await context.close();
    },
    JOURNEY_TIMEOUT_MS,
  );
});
