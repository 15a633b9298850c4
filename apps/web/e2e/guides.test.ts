import { describe, expect, it } from 'vitest';
import { seriousA11yViolations, setupBrowser } from './support/browser.ts';

const browser = setupBrowser();

describe('the book guides page', () => {
  it('shows five guides with their chapter’s reading time; a signed-out start goes through login', async () => {
    const { page, errors, context } = await browser.open();
    await page.goto('/guias-del-libro');
    const guides = page.locator('main article');
    await expect.poll(() => guides.count()).toBe(5);
    expect(await page.title()).toBe('Guías del libro · Caudal');
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toContain(
      'Cinco guías',
    );
    // Each guide's time is its chapter's reading time, as the reader shows it: ⌈words ÷ 200⌉.
    const chapters = (await (await fetch(`${browser.baseUrl()}/api/book/chapters`)).json()) as {
      number: number;
      words: number;
    }[];
    const readingTime = (n: number) =>
      String(Math.ceil((chapters.find((c) => c.number === n)?.words ?? 0) / 200));
    const minutes = await guides.allTextContents();
    expect(minutes.map((text) => /(\d+) min de lectura/.exec(text)?.[1])).toEqual(
      [1, 2, 3, 4, 15].map(readingTime),
    );
    expect(await page.locator('main').textContent()).not.toMatch(/NaN|undefined/);
    for (const href of ['/demo', '/register', '/contacto']) {
      expect(await page.locator(`main a[href="${href}"]`).count()).toBe(1);
    }
    expect(
      await page
        .getByRole('link', { name: 'Descargar resumen del libro (PDF)' })
        .getAttribute('href'),
    ).toBe('/resources/finanzas-emprendedores-resumen.pdf');

    const cashFlow = page.getByRole('article', { name: 'Flujo de efectivo' });
    const pdfHref = await cashFlow
      .getByRole('link', { name: /Descargar PDF/ })
      .getAttribute('href');
    expect(pdfHref).toMatch(/^\/resources\/capitulo-3-.*\.pdf$/);
    const pdf = await page.request.get(pdfHref ?? '');
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toContain('application/pdf');

    const video = cashFlow.getByRole('link', { name: /Ver lección/ });
    expect(await video.getAttribute('href')).toBe('/videos/capitulo-3-video');
    expect(await video.getAttribute('target')).toBe('_blank');
    expect(await video.getAttribute('rel')).toContain('noopener');
    expect(await seriousA11yViolations(page)).toEqual([]);

    await cashFlow.getByRole('button', { name: 'Comenzar guía', exact: true }).click();
    await page.waitForURL('**/login?returnTo=%2Fapp%2Fcash-flow');
    await page.getByRole('button', { name: 'Usar cuenta demo' }).click();
    await page.getByRole('button', { name: 'Iniciar sesión' }).last().click();
    await page.waitForURL('**/app/cash-flow');

    // Signed in, the exercises go straight to the screen. The stored session loads after the
    // page does; the logo leads into the app (the start view) once it has.
    await page.goto('/guias-del-libro');
    await page.getByRole('banner').locator('a[href="/app"]').first().waitFor();
    await page
      .getByRole('article', { name: 'Indicadores y reportes' })
      .getByRole('button', { name: /Ejercicios prácticos/ })
      .click();
    await page.waitForURL('**/app/reports');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the lesson page says the video is not recorded and gives the written lesson', async () => {
    const { page, errors, context } = await browser.open('phone');
    await page.goto('/videos/capitulo-3-video');
    await page
      .getByText(
        'Aún no grabamos el video de esta lección; mientras tanto, aquí tienes la lección escrita.',
      )
      .waitFor();
    await page.getByRole('heading', { level: 1, name: 'Flujo de efectivo' }).waitFor();
    expect(await page.locator('main ol li').count()).toBeGreaterThan(2);
    expect(
      await page.getByRole('link', { name: 'Leer el capítulo completo' }).getAttribute('href'),
    ).toBe('/app/libro/3');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.goto('/videos/capitulo-9-video');
    await page.getByRole('heading', { name: 'Página no encontrada' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
