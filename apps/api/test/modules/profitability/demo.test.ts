import {
  AlexResponseSchema,
  DEMO_CREDENTIALS,
  LoginResponseSchema,
  ProfitabilityViewSchema,
} from '@caudal/contracts';
import { describe, expect, it } from 'vitest';
import { bearer } from '../../support/accounts.ts';
import { nextIp, useTestApp } from '../../support/app.ts';
import { expectBody } from '../../support/responses.ts';

// Issue 15 on the demo bakery's 24 months: real figures, never the example, and Alex answers.

const t = useTestApp();

describe('profitability of the demo bakery', () => {
  it('reads the sandbox’s entries and products, and Alex scores them', async () => {
    const login = expectBody(
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: DEMO_CREDENTIALS,
        remoteAddress: nextIp(),
      }),
      200,
      LoginResponseSchema,
    );
    const headers = bearer(login.access_token);
    const v = expectBody(
      await t.app.inject({ url: '/api/profitability/view', headers }),
      200,
      ProfitabilityViewSchema,
    );
    expect(v.example).toBe(false);
    expect(v.statement.revenue).toBeGreaterThan(0);
    // A bakery: supplies and packaging are the cost of sales; the owner's draws are no expense.
    expect(v.statement.costOfSales).toBeGreaterThan(0);
    expect(v.statement.taxes).toBeGreaterThan(0);
    expect(v.margins.gross.value).toBeGreaterThan(30);
    expect(v.margins.gross.value).toBeLessThan(90);
    expect(v.centres.filter((c) => c.source === 'product')).toHaveLength(7);
    expect(v.centres.some((c) => c.key === 'category:ventas mostrador')).toBe(true);
    expect(v.risk.inputs.revenueVolatility).not.toBeNull();
    // The seeded investments: (9,000 × 36 − 180,000) / 180,000 = 80 %; (1,500 × 12 − 12,000) /
    // 12,000 = 50 %; (1,200 × 24 − 25,000) / 25,000 = 15.2 %. Three of them: no diversification
    // penalty in the score.
    expect(v.investments.map((i) => [i.type, i.roi])).toEqual([
      ['equipment', 80],
      ['marketing', 50],
      ['technology', expect.closeTo(15.2, 10)],
    ]);
    expect(v.risk.adjustments.map((a) => a.rule)).not.toContain('few-investments');
    const alex = expectBody(
      await t.app.inject({
        method: 'POST',
        url: '/api/agents/alex/risk-assessment',
        headers,
        payload: {},
      }),
      200,
      AlexResponseSchema,
    );
    expect(alex.analysis.citations[0]).toMatchObject({ chapter: 12 });
  });
});
