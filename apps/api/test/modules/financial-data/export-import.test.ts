import { ExportDocumentSchema, ImportResultSchema, type z } from '@caudal/contracts';

/** The export as the API sends it (money in pesos). */
type ExportDocument = z.input<typeof ExportDocumentSchema>;

import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signedInUser } from '../../support/accounts.ts';
import { useTestApp } from '../../support/app.ts';
import { expectBody, expectDetail } from '../../support/responses.ts';

const t = useTestApp();

async function seededCompany() {
  const { headers } = await signedInUser(t, { company_name: 'Taller Mecánico Ruiz' });
  const post = async (url: string, payload: object) => {
    const res = await t.app.inject({ method: 'POST', url, headers, payload });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: string };
  };
  const company = await t.app.inject({
    method: 'PUT',
    url: '/api/company',
    headers,
    payload: { cashBalance: 45000.5, stage: 'mature', foundedDate: '2010-01-01' },
  });
  expect(company.statusCode, company.body).toBe(200);
  await post('/api/products', {
    name: 'Afinación',
    price: 1800,
    variableCost: 650,
    monthlySales: 40,
    category: 'Servicios',
  });
  const oil = await post('/api/products', {
    name: 'Cambio de aceite',
    price: 900.99,
    variableCost: 420,
    monthlySales: 90,
    category: 'Servicios',
  });
  await post('/api/fixed-costs', {
    name: 'Renta',
    amount: 15000,
    category: 'Renta',
    recurring: true,
  });
  await post('/api/fixed-costs', {
    name: 'Seguro anual',
    amount: 9600,
    category: 'Seguros',
    recurring: false,
  });
  await post('/api/variable-cost-lines', {
    name: 'Refacciones menores',
    type: 'variable',
    amount: 2500,
    category: 'Insumos',
  });
  for (let day = 1; day <= 12; day++) {
    await post('/api/cash-flow/entries', {
      date: `2026-10-${String(day).padStart(2, '0')}`,
      type: day % 3 === 0 ? 'expense' : 'income',
      amount: 1000 + day * 10.25,
      description: `Movimiento ${day}`,
      category: day % 3 === 0 ? 'Insumos' : 'Servicios',
      recurring: day === 1,
    });
  }
  // Two months of customers (unit economics): one with its own marketing spend, one without.
  await post('/api/customer-records', {
    month: '2026-09',
    activeCustomers: 120,
    newCustomers: 15,
    marketingSpend: 2500.5,
  });
  await post('/api/customer-records', { month: '2026-10', activeCustomers: 130, newCustomers: 20 });
  // The owner's pricing inputs for Afinación, and two saved what-ifs: Afinación's and all's.
  const list = await t.app.inject({ url: '/api/products', headers });
  const afinacion = (list.json() as { id: string; name: string }[]).find(
    (p) => p.name === 'Afinación',
  )?.id as string;
  const put = await t.app.inject({
    method: 'PUT',
    url: `/api/costs-pricing/products/${afinacion}/pricing-inputs`,
    headers,
    payload: { targetMargin: 55, competitorPrice: 1950.5, priceElasticity: -1.2, demand: 35 },
  });
  expect(put.statusCode, put.body).toBe(200);
  await post('/api/unit-economics/scenarios', {
    name: 'Afinación a domicilio',
    productId: afinacion,
    inputs: WHAT_IF,
  });
  await post('/api/unit-economics/scenarios', {
    name: 'Todo el taller',
    productId: null,
    inputs: WHAT_IF,
  });
  // An investment of the profitability module (issue 15), with its defaults.
  await post('/api/profitability/investments', {
    name: 'Horno',
    initialCost: 85_000.5,
    monthlyReturn: 9_000,
  });
  // A group of profit centres naming a product: the product's key must follow it on import.
  await post('/api/profitability/centre-groups', {
    name: 'Servicio rápido',
    centreKeys: [`product:${oil.id}`, 'category:servicios'],
  });
  // The planning module's goal, budget line and scenarios (issue 15).
  await post('/api/planning/goals', {
    name: 'Vender más',
    targetAmount: 500_000.25,
    deadline: '2027-06-30',
    category: 'revenue',
    link: 'revenue',
    startDate: '2026-09-01',
  });
  await post('/api/planning/budget-lines', {
    month: '2026-10',
    category: 'Servicios',
    type: 'income',
    planned: 20_000.75,
  });
  const scenarios = await t.app.inject({
    method: 'PUT',
    url: '/api/planning/scenarios',
    headers,
    payload: {
      scenarios: [
        { name: 'Bueno', probability: 40.5, revenueImpact: 12.5, costImpact: 4 },
        {
          name: 'Malo',
          probability: 59.5,
          revenueImpact: -20,
          costImpact: -5,
          description: 'Baja',
        },
      ],
    },
  });
  expect(scenarios.statusCode, scenarios.body).toBe(200);
  const kpis = await t.app.inject({
    method: 'PUT',
    url: '/api/reports/kpi-settings',
    headers,
    payload: KPI_SETTINGS,
  });
  expect(kpis.statusCode, kpis.body).toBe(200);
  // The growth screen's kept data: settings, a target, a scenario, a checked task, a simulation.
  for (const [method, url, payload] of [
    ['PUT', '/api/growth/settings', GROWTH.settings],
    [
      'PUT',
      '/api/growth/kpi-targets',
      { revenue: 90_000.5, customers: null, margin: 30, acquisitionCost: null },
    ],
    ['PUT', '/api/growth/scenarios/aggressive', GROWTH.scenarios.aggressive],
    ['PUT', '/api/growth/action-plan/tasks/metas', { done: true }],
    ['POST', '/api/growth/simulations', { input: GROWTH_SIMULATION }],
  ] as const) {
    const res = await t.app.inject({ method, url, headers, payload });
    expect(res.statusCode, res.body).toBeLessThan(300);
  }
  return headers;
}

const GROWTH_SIMULATION = {
  scenario: 'aggressive',
  investment: 80_000.25,
  periodMonths: 24,
  monthlyGrowth: 3.5,
} as const;
const GROWTH = {
  settings: {
    industry: 'other',
    businessStage: 'expansion',
    monthlyRevenue: 61_000,
    employeeCount: 6,
    monthsOperating: 200,
    targetGrowthRate: 30,
    riskTolerance: 'high',
  },
  kpiTargets: { revenue: 90_000.5, margin: 30 },
  scenarios: {
    aggressive: {
      investment: 200_000.5,
      expectedReturn: 500_000,
      timeframe: 9,
      risk: 'medium',
      probability: 55,
    },
  },
} as const;

const KPI_SETTINGS = {
  followed: ['revenue', 'net-margin', 'average-ticket', 'active-customers', 'new-customers'],
  targets: { 'average-ticket': 850.5, 'active-customers': 120 },
};

const WHAT_IF = {
  pricePerUnit: 2100,
  variableCosts: 700,
  marketingSpend: 3000,
  newCustomers: 12,
  avgPurchaseFreq: 1.5,
  retentionMonths: 18,
};

/** Pricing inputs and saved what-ifs with their product named, not by id (ids differ). */
function byProductName(doc: ExportDocument) {
  const name = (id: string | null) =>
    id === null ? null : (doc.products.find((p) => p.id === id)?.name ?? 'producto perdido');
  return {
    pricingInputs: doc.pricingInputs.map(({ productId, ...i }) => ({
      ...i,
      product: name(productId),
    })),
    scenarios: doc.unitEconomicsScenarios.map(({ productId, name: scenario, inputs }) => ({
      scenario,
      product: name(productId),
      inputs,
    })),
  };
}

/** The export without what is expected to differ between companies: ids and the time. */
function comparable(doc: ExportDocument) {
  const strip = <T extends { id: string }>(list: T[]) => list.map(({ id: _id, ...rest }) => rest);
  return {
    company: doc.company,
    products: strip(doc.products),
    fixedCosts: strip(doc.fixedCosts),
    variableCostLines: strip(doc.variableCostLines),
    cashFlow: strip(doc.cashFlow),
    customerRecords: strip(doc.customerRecords),
    ...byProductName(doc),
    investments: strip(doc.investments),
    goals: strip(doc.goals),
    budgetLines: strip(doc.budgetLines),
    planningScenarios: strip(doc.planningScenarios),
    reportKpiSettings: doc.reportKpiSettings,
    growth: doc.growth,
    // A product's centre key by the product's name, since ids differ between companies.
    centreGroups: doc.centreGroups.map((g) => ({
      name: g.name,
      centreKeys: g.centreKeys.map(
        (key) => doc.products.find((p) => key === `product:${p.id}`)?.name ?? key,
      ),
    })),
  };
}

const exportOf = async (headers: Record<string, string>) =>
  expectBody(
    await t.app.inject({ url: '/api/financial-data/export', headers }),
    200,
    ExportDocumentSchema,
  );
const importInto = (headers: Record<string, string>, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/financial-data/import',
    headers,
    payload: payload as object,
  });

describe('export and import', () => {
  it('export → import into another company → export gives the same data', async () => {
    const source = await seededCompany();
    const doc = await exportOf(source);
    expect(doc.products).toHaveLength(2);
    expect(doc.cashFlow).toHaveLength(12);
    expect(doc.customerRecords.map(({ id: _id, ...r }) => r)).toEqual([
      { month: '2026-09', activeCustomers: 120, newCustomers: 15, marketingSpend: 2500.5 },
      { month: '2026-10', activeCustomers: 130, newCustomers: 20, marketingSpend: null },
    ]);
    expect(doc.investments.map(({ id: _id, ...i }) => i)).toEqual([
      {
        name: 'Horno',
        type: 'other',
        initialCost: 85_000.5,
        monthlyReturn: 9_000,
        duration: 12,
        riskLevel: 'medium',
        // Issue 33: the series' unit and the default discount rate travel too.
        periodUnit: 'month',
        discountRate: 12,
      },
    ]);
    expect(comparable(doc).centreGroups).toEqual([
      { name: 'Servicio rápido', centreKeys: ['Cambio de aceite', 'category:servicios'] },
    ]);
    expect(doc.goals.map(({ id: _id, ...g }) => g)).toEqual([
      {
        name: 'Vender más',
        targetAmount: 500_000.25,
        currentAmount: 0,
        deadline: '2027-06-30',
        category: 'revenue',
        priority: 'medium',
        link: 'revenue',
        linkCategory: null,
        startDate: '2026-09-01',
      },
    ]);
    expect(doc.budgetLines.map(({ id: _id, ...l }) => l)).toEqual([
      { month: '2026-10', category: 'Servicios', type: 'income', planned: 20_000.75 },
    ]);
    expect(doc.planningScenarios.map((s) => [s.name, s.probability, s.description])).toEqual([
      ['Bueno', 40.5, ''],
      ['Malo', 59.5, 'Baja'],
    ]);
    expect(doc.reportKpiSettings).toEqual(KPI_SETTINGS);
    expect(doc.growth).toMatchObject(GROWTH);
    expect(doc.growth?.actionPlan.startedOn).toBe(doc.growth?.actionPlan.done.metas);
    expect(doc.growth?.simulations.map((s) => s.input)).toEqual([GROWTH_SIMULATION]);
    // The simulation kept its result: since issue 33 its ROI is its own incremental profit
    // against the 80,000.25 invested, and its risk the owner's aggressive card's.
    const kept = doc.growth?.simulations[0]?.result;
    expect(kept?.incrementalProfit).toEqual(expect.any(Number));
    expect(kept?.roi).toBeCloseTo(
      (((kept?.incrementalProfit ?? 0) - 80_000.25) / 80_000.25) * 100,
      6,
    );
    expect(kept?.riskLevel).toBe(GROWTH.scenarios.aggressive.risk);
    expect(Date.parse(doc.exportedAt)).not.toBeNaN();

    const target = (await signedInUser(t, { company_name: 'Otra' })).headers;
    const res = await importInto(target, doc);
    expect(expectBody(res, 200, ImportResultSchema)).toEqual({
      products: 2,
      fixedCosts: 2,
      variableCostLines: 1,
      cashFlow: 12,
      customerRecords: 2,
      pricingInputs: 1,
      unitEconomicsScenarios: 2,
      investments: 1,
      centreGroups: 1,
      goals: 1,
      budgetLines: 1,
      planningScenarios: 2,
    });
    expect(byProductName(doc)).toEqual({
      pricingInputs: [
        {
          product: 'Afinación',
          targetMargin: 55,
          competitorPrice: 1950.5,
          priceElasticity: -1.2,
          demand: 35,
        },
      ],
      scenarios: [
        { scenario: 'Afinación a domicilio', product: 'Afinación', inputs: WHAT_IF },
        { scenario: 'Todo el taller', product: null, inputs: WHAT_IF },
      ],
    });
    expect(comparable(await exportOf(target))).toEqual(comparable(doc));
  });

  it('an import replaces what the company had', async () => {
    const source = await seededCompany();
    const doc = await exportOf(source);
    const target = await seededCompany();
    const small = {
      ...doc,
      products: doc.products.slice(0, 1),
      cashFlow: doc.cashFlow.slice(0, 3),
      customerRecords: doc.customerRecords.slice(1),
    };
    expect((await importInto(target, small)).statusCode).toBe(200);
    const after = await exportOf(target);
    expect(after.products).toHaveLength(1);
    expect(after.cashFlow).toHaveLength(3);
    expect(after.customerRecords.map((r) => r.month)).toEqual(['2026-10']);
    // A document from before the KPI choice existed (or null) brings back the defaults.
    // and without growth data, the suggested settings and no simulations.
    const { reportKpiSettings: _, growth: _g, ...older } = small;
    expect((await importInto(target, older)).statusCode).toBe(200);
    expect((await exportOf(target)).reportKpiSettings).toBeNull();
    expect((await exportOf(target)).growth).toBeNull();
  });

  it('a bad document changes nothing and says where the problem is', async () => {
    const headers = await seededCompany();
    const before = await exportOf(headers);
    const bad = {
      ...before,
      cashFlow: before.cashFlow.map((entry, i) => (i === 7 ? { ...entry, amount: 0 } : entry)),
    };
    const res = await importInto(headers, bad);
    expectDetail(res, 400, 'En cashFlow.7.amount: El monto debe ser mayor que cero');
    expect(comparable(await exportOf(headers))).toEqual(comparable(before));
    expectDetail(await importInto(headers, { products: [] }), 400);
  });

  it('an import that fails halfway leaves nothing behind', async () => {
    const headers = await seededCompany();
    const before = await exportOf(headers);
    const doc = {
      ...before,
      products: [{ name: 'Nuevo', price: 10, variableCost: 1, monthlySales: 1, category: 'X' }],
      pricingInputs: [],
      unitEconomicsScenarios: [],
      cashFlow: [
        ...before.cashFlow,
        {
          date: '2026-10-20',
          type: 'income',
          amount: 1,
          description: 'FALLA-A-PROPOSITO',
          category: 'X',
          recurring: false,
        },
      ],
    };
    // A real database failure on the last rows, after the deletes and earlier inserts ran.
    await t.database.db.execute(sql`
      CREATE OR REPLACE FUNCTION fail_on_marker() RETURNS trigger AS $$
      BEGIN
        IF NEW.description = 'FALLA-A-PROPOSITO' THEN RAISE EXCEPTION 'falla simulada'; END IF;
        RETURN NEW;
      END $$ LANGUAGE plpgsql`);
    await t.database.db.execute(sql`
      CREATE TRIGGER fail_on_marker BEFORE INSERT ON cash_flow_entries
      FOR EACH ROW EXECUTE FUNCTION fail_on_marker()`);
    try {
      const detail = expectDetail(await importInto(headers, doc), 500);
      expect(detail).not.toContain('falla simulada');
    } finally {
      await t.database.db.execute(sql`DROP TRIGGER fail_on_marker ON cash_flow_entries`);
    }
    expect(comparable(await exportOf(headers))).toEqual(comparable(before));
  });

  it('refuses pricing inputs or a what-if of a product that is not in the document', async () => {
    const headers = await seededCompany();
    const before = await exportOf(headers);
    const withoutAfinacion = { ...before, products: before.products.slice(1) };
    expectDetail(
      await importInto(headers, withoutAfinacion),
      400,
      'En pricingInputs.0.productId: Los supuestos de precio 1 son de un producto que no está en el archivo',
    );
    expectDetail(
      await importInto(headers, { ...withoutAfinacion, pricingInputs: [] }),
      400,
      'En unitEconomicsScenarios.0.productId: El escenario «Afinación a domicilio» es de un producto que no está en el archivo',
    );
    expect(comparable(await exportOf(headers))).toEqual(comparable(before));
  });

  it('export reads only the signed-in company', async () => {
    await seededCompany();
    const { headers: empty } = await signedInUser(t);
    const doc = await exportOf(empty);
    expect(doc).toMatchObject({
      products: [],
      fixedCosts: [],
      variableCostLines: [],
      cashFlow: [],
    });
  });
});
