import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousA11yViolations, setupBrowser } from './support/browser.ts';

const browser = setupBrowser();

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

async function openAssistant(page: Page) {
  await page.getByRole('button', { name: 'Asistente del libro' }).click();
  const dialog = page.getByRole('dialog', { name: 'Asistente del libro' });
  await dialog.getByLabel('Tu pregunta').waitFor();
  return dialog;
}

describe('the book assistant', () => {
  it('answers from the book with citations, keeps the conversation, and opens a citation', async () => {
    const { page, errors, context } = await browser.open('desktop', { signedIn: true });
    await page.goto('/app/libro');
    let dialog = await openAssistant(page);
    const question = dialog.getByLabel('Tu pregunta');
    const send = dialog.getByRole('button', { name: 'Preguntar' });

    // Blank questions cannot be sent; Shift+Enter writes a new line instead of sending.
    expect(await send.isDisabled()).toBe(true);
    await question.fill('   ');
    expect(await send.isDisabled()).toBe(true);
    await question.fill('');
    await question.pressSequentially('¿Qué es');
    await question.press('Shift+Enter');
    expect(await question.inputValue()).toBe('¿Qué es\n');
    await question.fill('¿Qué es el margen de seguridad?');
    expect(await send.isDisabled()).toBe(false);
    await question.press('Enter');

    const sources = dialog.getByRole('list', { name: 'Basado en:' });
    await sources.waitFor();
    expect((await dialog.getByTestId('assistant-answer').textContent())?.length).toBeGreaterThan(
      40,
    );
    const chapter9 = sources.getByRole('link', { name: /^Capítulo 9 · / }).first();
    expect(await chapter9.count()).toBe(1);
    expect(await chapter9.getAttribute('href')).toMatch(/^\/app\/libro\/9#[a-z0-9-]+$/);
    // Whole sentences of each excerpt, never cut.
    for (const excerpt of await sources.locator('li p').allTextContents()) {
      expect(excerpt).toMatch(/^«\p{Lu}.*[.:?]»$/u);
    }
    expect(await dialog.textContent()).not.toMatch(/NaN|undefined|…/);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Closing keeps the conversation; the box is empty for the next question.
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    dialog = await openAssistant(page);
    expect(await dialog.getByLabel('Tu pregunta').inputValue()).toBe('');
    expect(await dialog.getByText('¿Qué es el margen de seguridad?').count()).toBe(1);
    expect(await dialog.getByRole('list', { name: 'Basado en:' }).count()).toBe(1);

    // A follow-up asks at once; a citation opens its section of the reader.
    await dialog.getByRole('button', { name: '¿Cómo calculo mi punto de equilibrio?' }).click();
    await expect.poll(() => dialog.getByRole('list', { name: 'Basado en:' }).count()).toBe(2);
    const citation = dialog
      .getByRole('list', { name: 'Basado en:' })
      .last()
      .getByRole('link')
      .first();
    await citation.waitFor();
    const href = (await citation.getAttribute('href')) ?? '';
    await citation.click();
    await page.waitForURL((url) => `${url.pathname}${url.hash}` === href);
    await expect.poll(() => dialog.count()).toBe(0);
    const anchor = decodeURIComponent(href.split('#')[1] ?? '');
    await expect
      .poll(() =>
        page.evaluate((id) => {
          const box = document.getElementById(id)?.getBoundingClientRect();
          return box ? box.top >= 0 && box.top < window.innerHeight : false;
        }, anchor),
      )
      .toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('recommends cash flow and unit economics when the server fails or cannot be reached', async () => {
    const { page, context } = await browser.open('desktop', { signedIn: true });
    await page.goto('/app/libro');
    const qa = '**/api/agents/financial-advisor/book-qa';

    await page.route(qa, (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"detail":"x"}' }),
    );
    let dialog = await openAssistant(page);
    await dialog.getByLabel('Tu pregunta').fill('¿Cómo va mi negocio?');
    await dialog.getByRole('button', { name: 'Preguntar' }).click();
    await dialog.getByRole('link', { name: 'Ir a Flujo de caja' }).waitFor();
    expect(await dialog.getByRole('link', { name: 'Ir a Economía unitaria' }).count()).toBe(1);
    expect(await dialog.textContent()).toContain('No pudimos consultar el libro');
    await page.keyboard.press('Escape');

    await page.unroute(qa);
    await page.route(qa, (route) => route.abort('internetdisconnected'));
    dialog = await openAssistant(page);
    await dialog.getByLabel('Tu pregunta').fill('¿Cómo va mi negocio?');
    await dialog.getByLabel('Tu pregunta').press('Enter');
    await dialog.getByText(/Sin conexión con el servidor/).waitFor();
    // The first failure is still in the conversation, above the second.
    expect(await dialog.getByText('No pudimos consultar el libro').count()).toBe(1);
    await dialog.getByRole('link', { name: 'Ir a Economía unitaria' }).last().click();
    await page.waitForURL('**/app/unit-economics');
    await context.close();
  });

  it('on a phone the button is an icon with a name and the modal fits', async () => {
    const { page, errors, context } = await browser.open('phone', { signedIn: true });
    await page.goto('/app/libro');
    const button = page.getByRole('button', { name: 'Asistente del libro' });
    await button.waitFor({ state: 'visible' });
    expect((await button.innerText()).trim()).toBe('');
    const dialog = await openAssistant(page);
    await dialog.getByRole('button', { name: '¿Cuál es mi margen de contribución?' }).click();
    await dialog.getByRole('list', { name: 'Basado en:' }).waitFor();
    expect(await pageWidth(page)).toBeLessThanOrEqual(375);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the book reader', () => {
  it('lists the 15 chapters and reads chapter 9 with its sections and the next chapter', async () => {
    const { page, errors, context } = await browser.open('desktop', { signedIn: true });
    await page.goto('/app/libro/1');
    // The chapter sends the reader to its screen with a link named like it, never a bare route.
    const article = page.locator('article');
    await article.getByRole('link', { name: 'Dashboard' }).first().waitFor();
    expect(
      await article.getByRole('link', { name: 'Dashboard' }).first().getAttribute('href'),
    ).toBe('/app/dashboard');
    expect(await article.textContent()).not.toContain('/app/');
    await page
      .getByRole('navigation', { name: 'Módulos' })
      .getByRole('link', { name: 'Libro' })
      .click();
    await page.waitForURL('**/app/libro');
    const chapters = page.getByRole('list', { name: 'Capítulos' }).locator(':scope > li');
    await expect.poll(() => chapters.count()).toBe(15);
    expect(await chapters.nth(8).textContent()).toMatch(/Capítulo 9.*min de lectura.*herramienta/);
    expect(await page.locator('main').textContent()).not.toMatch(/NaN|undefined/);

    await chapters.nth(8).getByRole('link', { name: 'Punto de equilibrio' }).click();
    await page.waitForURL('**/app/libro/9');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Punto de equilibrio');
    const sections = page.locator('article section > h2[id]');
    expect(await sections.count()).toBeGreaterThanOrEqual(5);
    expect(await page.locator('h2#margen-de-seguridad').count()).toBe(1);
    expect(await page.getByRole('heading', { name: 'Conceptos clave' }).count()).toBe(1);
    expect(await page.getByRole('link', { name: /^Abrir en Caudal/ }).count()).toBeGreaterThan(0);
    expect(await page.locator('main').textContent()).not.toMatch(/NaN|undefined/);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // The sections list jumps to a section.
    await page
      .getByRole('navigation', { name: 'En este capítulo' })
      .getByRole('link', { name: 'Margen de seguridad' })
      .click();
    await page.waitForURL('**/app/libro/9#margen-de-seguridad');

    await page.getByRole('link', { name: /Capítulo siguiente/ }).click();
    await page.waitForURL('**/app/libro/10');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Rentabilidad y márgenes');
    expect(await page.getByRole('link', { name: /Capítulo anterior/ }).getAttribute('href')).toBe(
      '/app/libro/9',
    );
    expect(errors).toEqual([]);
    await context.close();
  });

  it('opens at the section in the address, reads on a phone and says when a chapter does not exist', async () => {
    const { page, errors, context } = await browser.open('phone', { signedIn: true });
    await page.goto('/app/libro/9#margen-de-seguridad');
    await page.getByRole('heading', { level: 1, name: 'Punto de equilibrio' }).waitFor();
    await expect
      .poll(() =>
        page.evaluate(() => {
          const box = document.getElementById('margen-de-seguridad')?.getBoundingClientRect();
          return box ? box.top >= 0 && box.top < window.innerHeight : false;
        }),
      )
      .toBe(true);
    expect(await pageWidth(page)).toBeLessThanOrEqual(375);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.goto('/app/libro');
    await page.getByRole('list', { name: 'Capítulos' }).waitFor();
    expect(await pageWidth(page)).toBeLessThanOrEqual(375);

    for (const path of ['/app/libro/99', '/app/libro/nueve']) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1, name: 'Capítulo no encontrado' }).waitFor();
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});
