import { describe, expect, it } from 'vitest';
import { setupBrowser } from './support/browser.ts';

const browser = setupBrowser();

describe('the help center', () => {
  it('search and category filter combine; "Limpiar filtros" resets both', async () => {
    const { page, errors, context } = await browser.open('phone');
    await page.goto('/support');
    const questions = page.locator('main h3 button');
    await expect.poll(() => questions.count()).toBe(8);
    const search = page.getByRole('searchbox', { name: 'Buscar en las preguntas frecuentes' });
    const status = page.getByRole('status');

    // Accents and case are folded: 'CONTRASENA' finds 'contraseña'.
    await search.fill('CONTRASENA');
    await expect
      .poll(() => questions.allInnerTexts())
      .toEqual(['Olvidé mi contraseña, ¿cómo entro?']);
    expect(await status.innerText()).toBe('1 de 8 preguntas');

    // 'tarjeta' is only in an answer.
    await search.fill('tarjeta');
    await expect
      .poll(() => questions.allInnerTexts())
      .toEqual(['¿Cómo funciona la prueba gratis?']);

    await search.fill('');
    const filter = page.getByRole('radiogroup', { name: 'Filtrar por categoría' });
    await filter.getByRole('radio', { name: /Planes y facturación/ }).click();
    await expect.poll(() => questions.count()).toBe(2);

    await search.fill('contraseña');
    await expect.poll(() => questions.count()).toBe(0);
    await page.getByText('No encontramos preguntas con esos filtros.').waitFor();
    await page.getByRole('button', { name: 'Limpiar filtros' }).click();
    await expect.poll(() => questions.count()).toBe(8);
    expect(await search.inputValue()).toBe('');
    expect(await filter.getByRole('radio', { name: /Todos/ }).getAttribute('aria-checked')).toBe(
      'true',
    );
    expect(await search.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('opens one answer at a time, by mouse or keyboard', async () => {
    const { page, errors, context } = await browser.open();
    await page.goto('/centro-de-ayuda');
    const trial = page.getByRole('button', { name: '¿Cómo funciona la prueba gratis?' });
    const price = page.getByRole('button', { name: '¿Cuánto cuesta Caudal y cómo se cobra?' });
    await trial.click();
    expect(await trial.getAttribute('aria-expanded')).toBe('true');
    const trialAnswer = page.locator(`#${await trial.getAttribute('aria-controls')}`);
    expect(await trialAnswer.innerText()).toContain('3 días antes de que termine la prueba');

    await price.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => price.getAttribute('aria-expanded')).toBe('true');
    expect(await trial.getAttribute('aria-expanded')).toBe('false');
    expect(await page.getByText('desde 299 MXN al mes').isVisible()).toBe(true);

    await price.click();
    await expect.poll(() => price.getAttribute('aria-expanded')).toBe('false');
    expect(errors).toEqual([]);
    await context.close();
  });
});
