import { describe, expect, it } from 'vitest';
import { seriousA11yViolations, setupBrowser } from './support/browser.ts';
import { queryServerDatabase } from './support/server-database.ts';

const browser = setupBrowser();

describe('the contact form', () => {
  it('ties errors to their fields, keeps the text on failure, and a sent message reaches the outbox', async () => {
    const { page, context } = await browser.open('phone');
    await page.goto('/contacto');
    const name = page.getByLabel('Nombre *');
    const email = page.getByLabel('Correo electrónico *');
    const message = page.getByLabel('Mensaje *');
    const submit = page.getByRole('button', { name: 'Enviar mensaje' });

    // Invalid input: Spanish messages linked through aria-describedby, nothing sent.
    await name.fill('A');
    await email.fill('no-es-correo');
    await message.fill('Hola');
    await submit.click();
    for (const [field, text] of [
      [name, 'El nombre debe tener al menos 2 caracteres'],
      [email, 'Ingresa un correo electrónico válido'],
      [message, 'El mensaje debe tener al menos 10 caracteres'],
    ] as const) {
      expect(await field.getAttribute('aria-invalid')).toBe('true');
      const describedBy = await field.getAttribute('aria-describedby');
      expect(await page.locator(`#${describedBy}`).innerText()).toBe(text);
    }
    expect(await seriousA11yViolations(page)).toEqual([]);

    // The first attempt cannot reach the server: an error in Spanish, the text is kept.
    const text = 'Quiero saber si Caudal sirve para una panadería con dos sucursales en Puebla.';
    await name.fill('Lucía Hernández');
    await email.fill('lucia@example.com');
    await page.getByLabel('Empresa (opcional)').fill('Panadería La Espiga');
    await message.fill(text);
    await page.route('**/api/contact', (route) => route.abort('connectionrefused'));
    await submit.click();
    await page.getByText('No pudimos conectar con el servidor.', { exact: false }).waitFor();
    expect(await page.getByRole('alert').innerText()).toContain('Tu mensaje sigue aquí');
    expect(await message.inputValue()).toBe(text);
    expect(await name.inputValue()).toBe('Lucía Hernández');

    // Then it goes through; the button says 'Enviando...' while it waits.
    await page.unroute('**/api/contact');
    let release: () => void = () => {};
    const held = new Promise<void>((done) => (release = done));
    await page.route('**/api/contact', async (route) => {
      await held;
      await route.continue();
    });
    const response = page.waitForResponse('**/api/contact');
    await submit.click();
    const sending = page.getByRole('button', { name: 'Enviando...' });
    await sending.waitFor();
    expect(await sending.isDisabled()).toBe(true);
    release();
    const answer = await response;
    expect(answer.status()).toBe(201);
    const { reference } = (await answer.json()) as { reference: string };

    await page
      .getByRole('heading', { name: '¡Gracias, Lucía Hernández! Recibimos tu mensaje.' })
      .waitFor();
    const main = await page.locator('main').innerText();
    expect(main).toContain(`Tu folio es ${reference}`);
    expect(reference).toMatch(/^CAU-[0-9A-Z]{8}$/);
    expect(main).toContain('menos de 2 horas');
    expect(main).toContain('lucia@example.com');

    const stored = await queryServerDatabase<{ name: string; company: string; message: string }>(
      'SELECT name, company, message FROM contact_messages WHERE reference = $1',
      [reference],
    );
    expect(stored).toEqual([
      { name: 'Lucía Hernández', company: 'Panadería La Espiga', message: text },
    ]);
    const outbox = await queryServerDatabase<{ to: string; body: string }>(
      'SELECT "to", body FROM mail_outbox WHERE subject = $1',
      [`Contacto ${reference}: Lucía Hernández`],
    );
    expect(outbox).toHaveLength(1);
    expect(outbox[0]?.to).toBe('soporte@caudal.mx');
    expect(outbox[0]?.body).toContain(text);

    // 'Enviar otro mensaje' brings back an empty form.
    await page.getByRole('button', { name: 'Enviar otro mensaje' }).click();
    expect(await page.getByLabel('Mensaje *').inputValue()).toBe('');
    await context.close();
  });
});
