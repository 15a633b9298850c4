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

type Available = {
  agents: { id: string; status: string }[];
  stats: { analysesThisMonth: number; recommendationsThisMonth: number; activeAgents: number };
};

const stat = (page: Page, label: string) =>
  page
    .getByRole('region', { name: 'Resumen de tus agentes' })
    .getByRole('article', { name: label });

async function openAgents(page: Page) {
  await page.goto('/app/ai-agents');
  await page.getByRole('heading', { level: 1, name: 'Agentes IA' }).waitFor();
  await stat(page, 'Análisis este mes').waitFor();
}

describe('the agents screen in the browser', () => {
  it(
    "the demo's counted header, Maya paused and resumed, the complete analysis, the chat with Maya and the book; clean at 1280 and 375 px",
    async () => {
      // A sandbox of its own: the journey runs analyses and writes the chat.
      const { page, errors } = await browser.open('desktop', {
        session: await browser.demoSandbox(),
      });
      await openAgents(page);
      await expectCleanPage(page, errors, VIEWPORTS.desktop.width);

      // Pause Maya: her card and the API say so, five of six active; then resume her.
      const maya = page.getByRole('article', { name: 'Maya' });
      await maya.getByRole('button', { name: 'Pausar a Maya' }).click();
      await maya.getByText('Pausado', { exact: true }).waitFor();
      const paused = await apiGet<Available>(page, '/api/agents/available');
      expect(paused.agents.find((a) => a.id === 'maya')?.status).toBe('paused');
      expect(paused.stats.activeAgents).toBe(5);
      await expect.poll(() => stat(page, 'Agentes activos').textContent()).toContain('5 de 6');

      // The complete analysis without her: the button reads 'Analizando...' and comes back.
      const run = page.getByRole('button', { name: /Ver Análisis Completo|Analizando/ });
      await run.click();
      await page.getByRole('heading', { name: 'Recomendaciones principales' }).waitFor();
      await expect.poll(() => run.textContent()).toContain('Ver Análisis Completo');
      expect(await run.isDisabled()).toBe(false);
      await page.getByText(/En pausa, no participaron: Maya/).waitFor();
      await maya.getByRole('button', { name: 'Reanudar a Maya' }).click();
      await maya.getByText('Activo', { exact: true }).waitFor();

      // The header equals the stored counts: four analysts ran (Sofía, Alex, reports, Diana).
      const counted = await apiGet<Available>(page, '/api/agents/available');
      expect(counted.stats.analysesThisMonth).toBe(4);
      await expect.poll(() => stat(page, 'Análisis este mes').textContent()).toContain('4');
      await expect
        .poll(() => stat(page, 'Recomendaciones este mes').textContent())
        .toContain(String(counted.stats.recommendationsThisMonth));

      // The chat: a cash question reaches Maya, with her figures and the book under 'Basado en:'.
      const log = page.getByRole('log', { name: 'Conversación con tus agentes' });
      const ask = async (question: string) => {
        await page.getByLabel('Tu pregunta').fill(question);
        await page.getByRole('button', { name: 'Enviar' }).click();
        // The question shows at once and the box is cleared.
        await log.getByText(question).waitFor();
        expect(await page.getByLabel('Tu pregunta').inputValue()).toBe('');
      };
      await ask('¿cómo está mi flujo de caja?');
      const mayaReply = log
        .getByRole('listitem')
        .filter({ hasText: /^Maya/, hasNotText: 'Escribiendo' });
      await mayaReply.waitFor({ timeout: 20_000 });
      await expect.poll(() => mayaReply.textContent()).toMatch(/Tienes \$[\d,]+ en caja/);
      await expect.poll(() => mayaReply.textContent()).toContain('Basado en:');
      await expect.poll(() => mayaReply.textContent()).toMatch(/Capítulo 3/);
      await ask('¿Qué es el punto de equilibrio?');
      const bookReply = log
        .getByRole('listitem')
        .filter({ hasText: /^Asesor financiero/, hasNotText: 'Escribiendo' });
      await bookReply.waitFor({ timeout: 20_000 });
      await expect.poll(() => bookReply.textContent()).toContain('Basado en:');
      // Whitespace only is not sent.
      await page.getByLabel('Tu pregunta').fill('   ');
      await page.getByRole('button', { name: 'Enviar' }).click();
      // Two questions of the owner's, each with its answer (the citations are lists too).
      const mine = () => log.getByText('Tú', { exact: true }).count();
      await expect.poll(mine).toBe(2);
      await expectCleanPage(page, errors, VIEWPORTS.desktop.width);

      // After a reload the conversation is still there; at 375 px too.
      await page.setViewportSize(VIEWPORTS.phone);
      await page.reload();
      await openAgents(page);
      await expect.poll(mine).toBe(2);
      await mayaReply.waitFor();
      await bookReply.waitFor();
      await expectCleanPage(page, errors, VIEWPORTS.phone.width);
      await page.context().close();
    },
    JOURNEY_TIMEOUT_MS,
  );
});
