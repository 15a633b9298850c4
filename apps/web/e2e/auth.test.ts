import { AUTH_MESSAGES, DEMO_CREDENTIALS } from '@caudal/contracts';
import { describe, expect, it } from 'vitest';
import { setupBrowser } from './support/browser.ts';

const browser = setupBrowser();
let n = 0;
const uniqueUser = () => {
  n += 1;
  const id = `${Date.now().toString(36)}${n}`;
  return {
    name: 'Lucía Hernández',
    username: `lucia${id}`.slice(0, 20),
    email: `lucia${id}@example.com`,
    password: 'clave-segura-9',
  };
};

describe('accounts in the browser', () => {
  it('register in the modal → onboarding → log out → log in remembered → reload → settings', async () => {
    const { page, errors, context } = await browser.open();
    const user = uniqueUser();
    await page.goto('/');
    await page.getByRole('button', { name: 'Crear cuenta' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Crear cuenta' });
    await dialog.getByLabel('Nombre completo').fill(user.name);
    await dialog.getByLabel('Nombre de usuario').fill(user.username);
    await dialog.getByLabel('Correo electrónico').fill(user.email);
    await dialog.getByLabel('Contraseña', { exact: true }).fill(user.password);
    await dialog.getByLabel('Confirmar contraseña').fill('otra-distinta');
    await dialog.getByRole('button', { name: 'Siguiente' }).click();
    await expect.poll(() => dialog.getByText(AUTH_MESSAGES.passwordsDontMatch).count()).toBe(1);
    await dialog.getByLabel('Confirmar contraseña').fill(user.password);
    await dialog.getByRole('button', { name: 'Siguiente' }).click();
    await dialog.getByLabel('Empresa').fill('Florería Lucía');
    await dialog.getByRole('button', { name: 'Crear cuenta' }).click();
    await page.waitForURL('**/app/onboarding');

    await page.getByRole('button', { name: /Lucía/ }).first().click();
    await page.getByRole('menuitem', { name: 'Cerrar sesión', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/');

    await page.goto('/login');
    await page.getByLabel('Correo electrónico').fill(user.email);
    await page.getByLabel('Contraseña', { exact: true }).fill(user.password);
    await page.getByLabel('Recordarme').check();
    await page.getByRole('button', { name: 'Iniciar sesión' }).last().click();
    await page.waitForURL('**/app/dashboard');
    expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toMatch(/^[\w-]{43}$/);

    await page.reload();
    await page.waitForURL('**/app/dashboard');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).first().textContent())
      .toMatch(/Dashboard/);
    // The user menu leads to the profile (the person's data) and to the settings (the plan and
    // the password): each its own page, the profile's form not repeated in the settings.
    await page.getByRole('button', { name: /menú de usuario/ }).click();
    await page.getByRole('menuitem', { name: 'Mi perfil', exact: true }).click();
    await page.waitForURL('**/app/profile');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).first().textContent())
      .toBe('Mi perfil');
    // The profile opens in view mode; "Editar" turns its values into fields.
    await page.getByRole('button', { name: 'Editar' }).click();
    expect(await page.getByLabel('Nombre completo').inputValue()).toBe(user.name);
    expect(await page.getByLabel('Contraseña actual').count()).toBe(0);
    await page.getByRole('button', { name: /menú de usuario/ }).click();
    await page.getByRole('menuitem', { name: 'Configuración', exact: true }).click();
    await page.waitForURL('**/app/settings');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).first().textContent())
      .toBe('Configuración');
    // The settings open on their Perfil section, which leads to the profile; the password is
    // in Seguridad.
    expect(await page.getByRole('link', { name: 'Mi perfil' }).count()).toBe(1);
    await page.getByRole('link', { name: 'Seguridad', exact: true }).click();
    await page.getByLabel('Contraseña actual').waitFor();
    expect(await page.getByLabel('Nombre completo').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the register page needs the terms, registers for real and opens onboarding', async () => {
    const { page, context } = await browser.open('phone');
    const user = uniqueUser();
    await page.goto('/register');
    await page.getByLabel('Nombre completo').fill(user.name);
    await page.getByLabel('Empresa').fill('Papelería Hernández');
    await page.getByLabel('Correo electrónico').fill(user.email);
    await page.getByLabel('Nombre de usuario').fill(user.username);
    await page.getByLabel('Contraseña', { exact: true }).fill(user.password);
    const submit = page.getByRole('button', { name: 'Crear cuenta' }).last();
    // The button stays enabled; a submit without the terms says what is missing, at the box.
    await submit.click();
    const terms = page.getByLabel('Acepto los términos y condiciones');
    await expect.poll(() => terms.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (await terms.getAttribute('aria-describedby')) ?? '';
    expect(await page.locator(`[id="${describedBy}"]`).innerText()).toBe(
      'Acepta los términos y condiciones para crear tu cuenta',
    );
    expect(await terms.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/register');
    await terms.check();
    await submit.click();
    await page.waitForURL('**/app/onboarding');
    const me = await page.evaluate(() => JSON.parse(sessionStorage.getItem('auth_user') ?? '{}'));
    expect(me).toMatchObject({ email: user.email, company_name: 'Papelería Hernández' });
    await context.close();
  });

  it('a signed-out deep link survives registering: onboarding, then the link', async () => {
    const { page, errors, context } = await browser.open('phone');
    const user = uniqueUser();
    await page.goto('/app/growth?escenario=2');
    await page.waitForURL('**/login?returnTo=*');
    await page.getByRole('link', { name: 'Regístrate gratis' }).click();
    await page.waitForURL('**/register?returnTo=%2Fapp%2Fgrowth%3Fescenario%3D2');
    await page.getByLabel('Nombre completo').fill(user.name);
    await page.getByLabel('Correo electrónico').fill(user.email);
    await page.getByLabel('Nombre de usuario').fill(user.username);
    await page.getByLabel('Contraseña', { exact: true }).fill(user.password);
    await page.getByLabel('Acepto los términos y condiciones').check();
    await page.getByRole('button', { name: 'Crear cuenta' }).last().click();
    await page.waitForURL('**/app/onboarding?returnTo=%2Fapp%2Fgrowth%3Fescenario%3D2');
    await page.getByRole('link', { name: 'Omitir por ahora' }).click();
    await page.waitForURL((url) => `${url.pathname}${url.search}` === '/app/growth?escenario=2');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a password everyone uses is refused under the field, and a better one goes through', async () => {
    const { page, context } = await browser.open('desktop');
    const user = uniqueUser();
    await page.goto('/register');
    await page.getByLabel('Nombre completo').fill(user.name);
    await page.getByLabel('Correo electrónico').fill(user.email);
    await page.getByLabel('Nombre de usuario').fill(user.username);
    const password = page.getByLabel('Contraseña', { exact: true });
    await password.fill('password123');
    await page.getByLabel('Acepto los términos y condiciones').check();
    await page.getByRole('button', { name: 'Crear cuenta' }).last().click();
    const refusal = page.getByText('Esa contraseña está entre las más usadas');
    await refusal.waitFor();
    expect(await password.getAttribute('aria-invalid')).toBe('true');
    // The reason is tied to the field for a screen reader, not only shown near it.
    const describedBy = (await password.getAttribute('aria-describedby')) ?? '';
    const ids = describedBy.split(' ').filter(Boolean);
    const texts = await Promise.all(ids.map((id) => page.locator(`[id="${id}"]`).innerText()));
    expect(texts.join(' ')).toContain('Esa contraseña está entre las más usadas');
    expect(new URL(page.url()).pathname).toBe('/register');
    await password.fill(user.password);
    await page.getByRole('button', { name: 'Crear cuenta' }).last().click();
    await page.waitForURL('**/app/onboarding');
    await context.close();
  });

  it('the login modal in the top bar signs in and opens the dashboard', async () => {
    const { page, context } = await browser.open();
    await page.goto('/');
    await page.getByRole('button', { name: 'Iniciar sesión' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Iniciar sesión' });
    await dialog.getByRole('button', { name: 'Usar cuenta demo' }).click();
    await dialog.getByRole('button', { name: 'Iniciar sesión' }).click();
    await page.waitForURL('**/app/dashboard');
    expect(await page.getByRole('dialog').count()).toBe(0);
    await context.close();
  });

  it('a session without remember-me lives in sessionStorage only', async () => {
    const { page, context } = await browser.open();
    await page.goto('/login');
    await page.getByLabel('Correo electrónico').fill(DEMO_CREDENTIALS.email);
    await page.getByLabel('Contraseña', { exact: true }).fill(DEMO_CREDENTIALS.password);
    await page.getByRole('button', { name: 'Iniciar sesión' }).last().click();
    await page.waitForURL('**/app/dashboard');
    expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
    expect(await page.evaluate(() => sessionStorage.getItem('auth_token'))).not.toBeNull();
    await context.close();
  });

  it('the demo credentials shown on the login page open the dashboard', async () => {
    const { page, context } = await browser.open();
    await page.goto('/login');
    await expect.poll(() => page.getByText(DEMO_CREDENTIALS.email).count()).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Usar cuenta demo' }).click();
    await page.getByRole('button', { name: 'Iniciar sesión' }).last().click();
    await page.waitForURL('**/app/dashboard');
    await expect.poll(() => page.getByText('Demo', { exact: true }).count()).toBeGreaterThan(0);
    await context.close();
  });

  it('a wrong password shows the Spanish error and keeps the visitor on /login', async () => {
    const { page, context } = await browser.open();
    await page.goto('/login');
    await page.getByLabel('Correo electrónico').fill('nadie@example.com');
    await page.getByLabel('Contraseña', { exact: true }).fill('no-es-esta');
    await page.getByRole('button', { name: 'Iniciar sesión' }).last().click();
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toContain(AUTH_MESSAGES.wrongCredentials);
    expect(new URL(page.url()).pathname).toBe('/login');
    await context.close();
  });

  it('a session revoked on the server sends the user to /login and back to where they were', async () => {
    const { page, context } = await browser.open();
    await page.goto('/login');
    await page.getByRole('button', { name: 'Usar cuenta demo' }).click();
    await page.getByRole('button', { name: 'Iniciar sesión' }).last().click();
    await page.waitForURL('**/app/dashboard');
    const token = await page.evaluate(() => sessionStorage.getItem('auth_token'));
    // Off the app while the server revokes it (the tab keeps its sessionStorage): a dashboard
    // request still in flight would meet the 401 first and sign the tab out on its own.
    await page.goto('about:blank');
    const revoked = await fetch(`${browser.baseUrl()}/api/auth/logout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(revoked.status).toBe(204);
    await page.goto('/app/settings');
    await page.waitForURL((url) => url.pathname === '/login');
    expect(await page.evaluate(() => sessionStorage.getItem('auth_token'))).toBeNull();
    await page.getByRole('button', { name: 'Usar cuenta demo' }).click();
    await page.getByRole('button', { name: 'Iniciar sesión' }).last().click();
    await page.waitForURL('**/app/settings');
    await context.close();
  });
});
