import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectCleanPage, setupBrowser, VIEWPORTS } from './support/browser.ts';
import { BREAK_EVEN_UNITS, MARGIN_OF_SAFETY, MONTHLY_FIXED_COSTS } from './support/demo-figures.ts';

const browser = setupBrowser();
const QUESTION = '¿Cómo calculo mi punto de equilibrio?';
/** Chapter 9, section "Punto de equilibrio en unidades": its introduction and formula, whole. */
const FORMULA_SENTENCE =
  'La fórmula básica para un producto es: Unidades de equilibrio = costos fijos ÷ (precio − costo variable unitario).';

async function openAssistant(page: Page) {
  await page.getByRole('button', { name: 'Asistente del libro' }).click();
  const dialog = page.getByRole('dialog', { name: 'Asistente del libro' });
  await dialog.getByLabel('Tu pregunta').waitFor();
  return dialog;
}

const conversation = (dialog: Locator) =>
  dialog.getByRole('region', { name: 'Conversación' }).locator('ol > li');

describe.each(['desktop', 'phone'] as const)('the book assistant at %s size', (viewport) => {
  it("answers the break-even question with the bakery's number first, then the book in whole sentences, and keeps the conversation", async () => {
    const { page, errors, context } = await browser.open(viewport, { signedIn: true });
    await page.goto('/app/dashboard');
    let dialog = await openAssistant(page);
    await dialog.getByLabel('Tu pregunta').fill(QUESTION);
    await dialog.getByLabel('Tu pregunta').press('Enter');

    const summary = dialog.getByTestId('analysis-summary');
    await summary.waitFor();
    const text = (await summary.textContent()) ?? '';
    // The company's figure first (worked by hand in support/demo-figures.ts), then the book.
    expect(text.startsWith(`Tu punto de equilibrio es de ${BREAK_EVEN_UNITS} al mes`)).toBe(true);
    expect(text).toContain(`tus costos fijos de ${MONTHLY_FIXED_COSTS} al mes`);
    expect(text.indexOf('Según el capítulo 9')).toBeGreaterThan(text.indexOf(BREAK_EVEN_UNITS));
    expect(text).toContain(`«Punto de equilibrio en unidades»: ${FORMULA_SENTENCE}`);
    expect(text).not.toMatch(/aguinaldo|…/);

    // The citation: chapter and section, linking to it, with its first whole sentence.
    const sources = dialog.getByRole('list', { name: 'Basado en:' });
    const first = sources.getByRole('listitem').first();
    const link = first.getByRole('link');
    expect(await link.textContent()).toBe('Capítulo 9 · Punto de equilibrio en unidades');
    expect(await link.getAttribute('href')).toBe('/app/libro/9#punto-de-equilibrio-en-unidades');
    expect(await first.locator('p').textContent()).toBe(`«${FORMULA_SENTENCE}»`);
    for (const excerpt of await sources.locator('li p').allTextContents()) {
      expect(excerpt).toMatch(/^«\p{Lu}.*[.:]»$/u);
    }

    // Two or three questions to follow with.
    const related = dialog
      .getByRole('list', { name: 'Preguntas relacionadas' })
      .getByRole('button');
    const count = await related.count();
    expect(count).toBeGreaterThanOrEqual(2);
    expect(count).toBeLessThanOrEqual(3);
    expect(await related.allTextContents()).toContain('¿Cuál es mi margen de seguridad?');
    await expectCleanPage(page, errors, VIEWPORTS[viewport].width);
    // At 375 px the answer and its dialog fit (above); how the conversation is kept does not
    // depend on the width: at 1280 px only.
    if (viewport === 'phone') {
      await context.close();
      return;
    }

    // Closed, and another page of the app: the conversation is still there.
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    await page.goto('/app/libro');
    dialog = await openAssistant(page);
    await expect.poll(() => conversation(dialog).count()).toBe(1);
    expect(await conversation(dialog).first().textContent()).toContain(QUESTION);
    expect(await dialog.getByTestId('analysis-summary').textContent()).toBe(text);

    // A follow-up adds to it; both survive closing again.
    await dialog.getByRole('button', { name: '¿Cuál es mi margen de seguridad?' }).click();
    await expect.poll(() => dialog.getByTestId('analysis-summary').count()).toBe(2);
    expect(
      (await dialog.getByTestId('analysis-summary').last().textContent())?.startsWith(
        `Tu margen de seguridad es de ${MARGIN_OF_SAFETY}`,
      ),
    ).toBe(true);
    await page.keyboard.press('Escape');
    dialog = await openAssistant(page);
    await expect.poll(() => conversation(dialog).count()).toBe(2);
    expect(await dialog.getByLabel('Tu pregunta').inputValue()).toBe('');

    // Until the owner clears it.
    await dialog.getByRole('button', { name: 'Borrar conversación' }).click();
    await expect.poll(() => conversation(dialog).count()).toBe(0);
    expect(await dialog.getByRole('list', { name: 'Preguntas sugeridas' }).count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });
});
