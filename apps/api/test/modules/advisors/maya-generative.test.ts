import { MayaResponseSchema } from '@caudal/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { signedInUser } from '../../support/accounts.ts';
import { useTestApp } from '../../support/app.ts';
import { useFakeModel } from '../../support/fake-model.ts';
import { expectBody } from '../../support/responses.ts';

// Issue 12: with a model configured, it writes Maya's narrative from the computed figures and
// the cited passages only; any failure keeps the composed narrative.

const WRITTEN = 'Tu caja aguanta, pero arma una reserva de dos meses (capítulo 3).';
const model = useFakeModel(WRITTEN);
const t = useTestApp({
  env: () => ({
    LLM_BASE_URL: model.url,
    LLM_MODEL: 'modelo-de-prueba',
    LLM_API_KEY: 'clave-secreta',
    LLM_TIMEOUT_MS: '400',
  }),
});

beforeEach(() => {
  model.behaviour = 'answer';
  model.calls = [];
});

async function analyse() {
  const { headers } = await signedInUser(t);
  await t.app.inject({
    method: 'PUT',
    url: '/api/company',
    headers,
    payload: { cashBalance: 80_000 },
  });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/agents/maya/cash-flow-analysis',
    headers,
    payload: {},
  });
  return expectBody(res, 200, MayaResponseSchema).analysis;
}

describe('Maya with a configured model', () => {
  it('has the model write the narrative from the figures and passages; the figures stay computed', async () => {
    const analysis = await analyse();
    expect(analysis).toMatchObject({ mode: 'generative', ai_analysis: WRITTEN });
    expect(analysis.basis.cash).toBe(80_000);
    expect(model.calls).toHaveLength(1);
    const messages = model.calls[0]?.body.messages as { role: string; content: string }[];
    expect(messages[0]?.content).toMatch(/^Eres Maya, asesora de flujo de efectivo/);
    expect(messages[1]?.content).toMatch(/Caja: \$80,000\./);
    expect(messages[1]?.content).toMatch(/\[Capítulo 3, «Flujo de efectivo»/);
  });

  it.each([
    ['a server error', 'error'],
    ['a timeout', 'silent'],
    ['an empty answer', 'garbage'],
  ] as const)('keeps the composed narrative on %s', async (_, behaviour) => {
    model.behaviour = behaviour;
    const analysis = await analyse();
    expect(analysis.mode).toBe('extractive');
    expect(analysis.ai_analysis).toMatch(/^Tienes \$80,000 en caja/);
  });
});
