import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setupBrowser } from './support/browser.ts';

const browser = setupBrowser();

/** '$250 mil' → 250,000; '-$1.25 M' → -1,250,000; '$7,500' → 7,500 (pesos). */
function pesosOf(label: string): number {
  const match = /^(-?)\$([\d,.]+)(?:\u00a0(mil|M))?$/.exec(label);
  if (!match) throw new Error(`not a money tick: ${JSON.stringify(label)}`);
  const scale = match[3] === 'M' ? 1_000_000 : match[3] === 'mil' ? 1_000 : 1;
  return (match[1] ? -1 : 1) * Number(match[2]?.replaceAll(',', '')) * scale;
}

/** A round step: 1, 2, 2.5 or 5 times a power of ten. */
function isRound(step: number): boolean {
  const mantissa = step / 10 ** Math.floor(Math.log10(step));
  return [1, 2, 2.5, 5].some((m) => Math.abs(m - mantissa) < 1e-9);
}

/** The axis's labels, top to bottom, checked: 4 to 6 round, evenly spaced ticks with 0. */
async function expectRoundTicks(labels: string[]) {
  const values = labels.map(pesosOf).sort((a, b) => a - b);
  expect(values.length, labels.join(' | ')).toBeGreaterThanOrEqual(4);
  expect(values.length, labels.join(' | ')).toBeLessThanOrEqual(6);
  expect(values).toContain(0);
  const step = (values[1] ?? 0) - (values[0] ?? 0);
  expect(isRound(step), `step ${step} of ${labels.join(' | ')}`).toBe(true);
  values.forEach((value, i) => {
    expect(value - (values[0] ?? 0)).toBeCloseTo(i * step, 6);
  });
}

/** The money ticks of a Recharts chart, each drawn on one line (one <tspan>). */
async function rechartsTicks(chart: Locator): Promise<string[]> {
  const ticks = chart.locator('.recharts-yAxis-tick-labels .recharts-cartesian-axis-tick-value');
  await ticks.first().waitFor();
  const lines = await ticks.evaluateAll((nodes) =>
    nodes.map((node) => ({
      text: node.textContent ?? '',
      spans: node.querySelectorAll('tspan').length,
    })),
  );
  for (const line of lines) expect(line.spans, `'${line.text}' wraps`).toBe(1);
  return lines.map((line) => line.text);
}

async function openTab(page: Page, name: string): Promise<Locator> {
  await page.getByRole('tab', { name }).click();
  const panel = page.getByRole('tabpanel');
  await panel.waitFor();
  return panel;
}

describe('money axes', () => {
  it.each(['desktop', 'phone'] as const)(
    "at %s the demo's charts and the landing's animation show round money ticks on one line",
    async (viewport) => {
      const { page, context } = await browser.open(viewport);
      await page.goto('/demo');
      const dashboard = await openTab(page, 'Dashboard');
      await expectRoundTicks(await rechartsTicks(dashboard));
      const cashFlow = await openTab(page, 'Flujo de caja');
      await expectRoundTicks(await rechartsTicks(cashFlow));

      await page.goto('/');
      await page.locator('#flujo').scrollIntoViewIfNeeded();
      const demo = page.getByTestId('cash-flow-demo');
      await demo.scrollIntoViewIfNeeded();
      const axis = demo.getByTestId('flow-axis').locator('span');
      await axis.first().waitFor();
      await expectRoundTicks(await axis.allTextContents());
      await context.close();
    },
  );
});
