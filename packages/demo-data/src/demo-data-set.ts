/**
 * The demo data set of "Panadería La Espiga", a family bakery in Puebla: its catalogue, cost
 * structure and the dated cash-flow entries of the 24 full months before `asOf` plus the current
 * month up to `asOf`. Pure and deterministic: no clock, and the noise comes from a seeded
 * PRNG keyed by the calendar day, so the same `asOf` always gives the same data.
 *
 * Levels are normalised so the 365 days ending at `asOf` add up to twelve times the catalogue's
 * monthly revenue (about 185,000 MXN): the demo always shows a business of that size "today",
 * with roughly 10 % a year of growth behind it.
 */
import { assertCentavos, type Centavos } from '@caudal/finance/money';

export type DemoDataSet = {
  company: {
    name: string;
    industry: 'food_beverage';
    foundedDate: string;
    employees: number;
    businessModel: string;
    stage: 'growth';
    cashBalanceCentavos: Centavos;
    /** The fondas' wholesale orders, paid at 15 days; the flour and dairy suppliers' invoices. */
    receivablesCentavos: Centavos;
    payablesCentavos: Centavos;
  };
  products: {
    name: string;
    priceCentavos: Centavos;
    variableCostCentavos: Centavos;
    monthlySales: number;
    category: string;
  }[];
  fixedCosts: { name: string; amountCentavos: Centavos; category: string; recurring: boolean }[];
  variableCostLines: {
    name: string;
    type: 'fixed' | 'variable';
    amountCentavos: Centavos;
    category: string;
  }[];
  entries: DemoEntry[];
  /** What the bakery invested in (the profitability module's ROI tab, chapter 11). */
  investments: DemoInvestment[];
};

export type DemoInvestment = {
  name: string;
  type: 'marketing' | 'technology' | 'equipment' | 'expansion' | 'other';
  initialCostCentavos: Centavos;
  monthlyReturnCentavos: Centavos;
  durationMonths: number;
  riskLevel: 'low' | 'medium' | 'high';
};

/**
 * Three investments of different kinds and risks: a new oven (ROI 80 % over 36 months), the Day
 * of the Dead campaign (50 % in 12) and the point-of-sale terminal (15.2 % in 24), so the ROI
 * tab, its insights and the risk score have something real to read.
 */
const INVESTMENTS: DemoInvestment[] = [
  {
    name: 'Horno de convección nuevo',
    type: 'equipment',
    initialCostCentavos: assertCentavos(18_000_000),
    monthlyReturnCentavos: assertCentavos(900_000),
    durationMonths: 36,
    riskLevel: 'low',
  },
  {
    name: 'Campaña de Día de Muertos en redes',
    type: 'marketing',
    initialCostCentavos: assertCentavos(1_200_000),
    monthlyReturnCentavos: assertCentavos(150_000),
    durationMonths: 12,
    riskLevel: 'medium',
  },
  {
    name: 'Terminal y sistema de punto de venta',
    type: 'technology',
    initialCostCentavos: assertCentavos(2_500_000),
    monthlyReturnCentavos: assertCentavos(120_000),
    durationMonths: 24,
    riskLevel: 'low',
  },
];

export type DemoEntry = {
  date: string;
  type: 'income' | 'expense';
  amountCentavos: Centavos;
  description: string;
  category: string;
  recurring: boolean;
};

/** Cash in the bank the day before the window opens; the balance at `asOf` follows from it. */
export const DEMO_OPENING_CASH_CENTAVOS = assertCentavos(9_000_000);

/** What the fondas owe for their wholesale orders, and what the bakery owes its suppliers. */
export const DEMO_RECEIVABLES_CENTAVOS = assertCentavos(1_450_000);
export const DEMO_PAYABLES_CENTAVOS = assertCentavos(980_000);

const PRODUCTS: DemoDataSet['products'] = [
  p('Bolillo (pieza)', 500, 155, 9_400, 'Panadería'),
  p('Concha de vainilla o chocolate', 1_400, 430, 4_700, 'Panadería'),
  p('Pastel de tres leches (1 kg)', 42_000, 14_500, 60, 'Pastelería'),
  p('Galletas de mantequilla (bolsa de 250 g)', 6_500, 2_100, 280, 'Galletas'),
  p('Café de olla (vaso de 12 oz)', 2_800, 860, 700, 'Bebidas'),
  // Seasonal: monthlySales is the yearly volume spread over twelve months.
  p('Pan de muerto (pieza mediana, temporada)', 9_500, 3_400, 60, 'Pan de temporada'),
  p('Rosca de Reyes (grande, temporada)', 48_000, 17_500, 12, 'Pan de temporada'),
];

function p(name: string, price: number, cost: number, monthlySales: number, category: string) {
  return {
    name,
    priceCentavos: assertCentavos(price),
    variableCostCentavos: assertCentavos(cost),
    monthlySales,
    category,
  };
}

// Amounts in pesos at asOf's prices; yearly items (recurring: false) count as amount / 12 a month.
const WAGES = 56_000;
const SOCIAL_SECURITY = 8_000;
const RENT = 11_000;
const AGUINALDO_DAYS = 15;
const FIXED_COSTS: [string, number, string, boolean][] = [
  ['Renta del local', RENT, 'Renta', true],
  ['Nómina (8 empleados)', WAGES, 'Nómina', true],
  ['Cuotas IMSS, SAR e INFONAVIT', SOCIAL_SECURITY, 'Nómina', true],
  ['Impuesto sobre nóminas (3 % en Puebla)', WAGES * 0.03, 'Impuestos', true],
  ['Luz (CFE)', 3_400, 'Servicios', true],
  ['Gas LP para los hornos', 5_900, 'Servicios', true],
  ['Agua potable', 850, 'Servicios', true],
  ['Internet y teléfono', 699, 'Servicios', true],
  ['Honorarios del contador', 2_500, 'Servicios profesionales', true],
  ['Marketing y publicidad', 1_900, 'Marketing', true],
  ['Mantenimiento anual del horno', 18_000, 'Mantenimiento', false],
  ['Seguro del local y equipo (póliza anual)', 9_600, 'Seguros', false],
  ['Aguinaldo (15 días de salario)', (WAGES * AGUINALDO_DAYS) / 30, 'Nómina', false],
];

// Monthly amounts (the finance package adds a 'variable' line to the month's variable costs):
// packaging is about 1.9 % of sales, the card terminal 3.36 % of the card share of sales.
const VARIABLE_COST_LINES: DemoDataSet['variableCostLines'] = [
  {
    name: 'Empaques (bolsas, cajas y vasos)',
    type: 'variable',
    amountCentavos: assertCentavos(355_000),
    category: 'Empaques',
  },
  {
    name: 'Comisión de terminal bancaria',
    type: 'variable',
    amountCentavos: assertCentavos(250_000),
    category: 'Comisiones',
  },
];

const MONTHS =
  'enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre'.split(
    ' ',
  );
const YEARLY_GROWTH = 0.1;
const INFLATION = 0.045;
const WAGE_RAISE = 0.08;
const OWNER_DRAW = 5_000;

export function buildDemoDataSet(asOf: string): DemoDataSet {
  const today = parseDay(asOf);
  const now = civil(today);
  const windowStart = dayOf(now.y, now.m - 24, 1);
  const first = civil(windowStart);
  // Simulated a year before the window (last year's taxes and PTU) and a few weeks past asOf
  // (purchases are sized to the production they are for).
  const sales = simulateSales(dayOf(first.y - 1, 1, 1), today + 40, today);
  const entries: DemoEntry[] = [];
  const yearIdx = (rate: number, y: number) => (1 + rate) ** (y - now.y);
  const inWindow = { start: windowStart, end: today };

  for (let day = windowStart; day <= today; day++) {
    entries.push(...incomeEntries(sales.at(day), day));
    entries.push(...expenseEntries(day, { sales, yearIdx, inWindow, first }));
  }

  const net = entries.reduce((s, e) => s + (e.type === 'income' ? 1 : -1) * e.amountCentavos, 0);
  return {
    company: {
      name: 'Panadería La Espiga',
      industry: 'food_beverage',
      foundedDate: `${now.y - 4}-03-15`,
      employees: 8,
      businessModel:
        'Panadería artesanal familiar: venta de pan en mostrador, pedidos especiales de pasteles, pan de temporada y venta de mayoreo a fondas del barrio',
      stage: 'growth',
      cashBalanceCentavos: assertCentavos(DEMO_OPENING_CASH_CENTAVOS + net),
      receivablesCentavos: DEMO_RECEIVABLES_CENTAVOS,
      payablesCentavos: DEMO_PAYABLES_CENTAVOS,
    },
    products: PRODUCTS.map((x) => ({ ...x })),
    fixedCosts: FIXED_COSTS.map(([name, amount, category, recurring]) => ({
      name,
      amountCentavos: centavos(amount),
      category,
      recurring,
    })),
    variableCostLines: VARIABLE_COST_LINES.map((x) => ({ ...x })),
    entries,
    investments: INVESTMENTS.map((x) => ({ ...x })),
  };
}

// ---------------------------------------------------------------- sales model

type DaySales = {
  cash: number;
  card: number;
  orders: { count: number; unitPrice: number };
  season: { kind: 'muerto' | 'rosca'; count: number; unitPrice: number } | null;
  wholesale: number;
  ingredients: number;
};

const COUNTER_BY_MONTH = [0.86, 0.93, 0.98, 0.97, 0.98, 0.92, 0.9, 0.93, 1.0, 1.02, 1.04, 1.22];
const BY_WEEKDAY = [1.25, 0.85, 0.85, 0.9, 0.95, 1.1, 1.3]; // Sunday first
const COUNTER_PER_DAY = 4_400;
const ORDERS_PER_DAY = 830;
const WHOLESALE_PER_WEEK = 2_080;
const MUERTO_PER_YEAR = 720 * 95;
const ROSCA_PER_YEAR = 144 * 480;
const ROSCA_WEIGHTS: Record<string, number> = {
  '12-27': 0.3,
  '12-28': 0.3,
  '12-29': 0.3,
  '12-30': 0.4,
  '12-31': 0.4,
  '1-2': 0.6,
  '1-3': 0.8,
  '1-4': 1.5,
  '1-5': 3.5,
  '1-6': 5,
  '1-7': 0.4,
};
const ROSCA_TOTAL = Object.values(ROSCA_WEIGHTS).reduce((a, b) => a + b, 0);
// Pan de muerto sells from Oct 12 to Nov 3 and peaks on Oct 31 – Nov 1.
const muertoWeight = (k: number) => 1 + 5 * Math.exp(-(((k - 19.5) / 2.5) ** 2));
const MUERTO_TOTAL = Array.from({ length: 23 }, (_, k) => muertoWeight(k)).reduce((a, b) => a + b);

const COUNTER_SPECIAL_DAYS: Record<string, number> = {
  '12-24': 1.7, // Nochebuena
  '12-31': 1.4,
  '12-12': 1.2, // Virgen de Guadalupe
  '9-15': 1.25, // Grito de Independencia
  '11-1': 1.3,
  '11-2': 1.3,
};

/** Cake orders: Día de las Madres, San Valentín and posadas up; hot months down. */
function ordersSeason(m: number, d: number): number {
  if (m === 5 && d >= 6 && d <= 10) return 3;
  if (m === 2 && d >= 12 && d <= 14) return 2.5;
  if (m === 12 && d <= 23) return 1.6;
  return m === 6 || m === 7 ? 0.85 : 1;
}

function occasion(m: number, d: number): string {
  if (m === 5 && d <= 10) return ' para el Día de las Madres';
  if (m === 2 && d >= 12 && d <= 14) return ' para San Valentín';
  return m === 12 && d <= 23 ? ' para posadas' : '';
}

/** Expected income streams of a day, in pesos at asOf's level, before normalisation. */
function expected(day: number, today: number) {
  const { m, d, dow } = civil(day);
  const trend = (1 + YEARLY_GROWTH) ** ((day - today) / 365.25);
  const closed = (m === 12 && d === 25) || (m === 1 && d === 1);
  const counter = closed
    ? 0
    : COUNTER_PER_DAY *
      (COUNTER_BY_MONTH[m - 1] ?? 1) *
      (BY_WEEKDAY[dow] ?? 1) *
      (COUNTER_SPECIAL_DAYS[`${m}-${d}`] ?? (m === 1 && d <= 6 ? 1.1 : 1));
  const orders = closed
    ? 0
    : ORDERS_PER_DAY * ordersSeason(m, d) * (dow === 0 || dow >= 5 ? 1.3 : 0.85);
  const muertoDay = day - dayOf(civil(day).y, 10, 12);
  const muerto =
    muertoDay >= 0 && muertoDay < 23
      ? (MUERTO_PER_YEAR * muertoWeight(muertoDay)) / MUERTO_TOTAL
      : 0;
  const rosca = (ROSCA_PER_YEAR * (ROSCA_WEIGHTS[`${m}-${d}`] ?? 0)) / ROSCA_TOTAL;
  const wholesale = dow === 5 ? WHOLESALE_PER_WEEK : 0;
  return {
    counter: counter * trend,
    orders: orders * trend,
    muerto: muerto * trend,
    rosca: rosca * trend,
    wholesale: wholesale * trend,
  };
}

function simulateSales(from: number, to: number, today: number) {
  const total = (e: ReturnType<typeof expected>) =>
    e.counter + e.orders + e.muerto + e.rosca + e.wholesale;
  let lastYear = 0;
  for (let day = today - 364; day <= today; day++) lastYear += total(expected(day, today));
  const monthlyRevenue = PRODUCTS.reduce((s, x) => s + x.priceCentavos * x.monthlySales, 0) / 100;
  const scale = (12 * monthlyRevenue) / lastYear;

  const days: DaySales[] = [];
  for (let day = from; day <= to; day++) {
    const e = expected(day, today);
    const r = rngFor(day, 1);
    const price = (pesos: number) => pesos * (1 + INFLATION) ** ((day - today) / 365.25);
    const counter = e.counter * scale * jitter(r, 0.09);
    const cardShare = 0.42 - (0.1 * (today - day)) / 730 + 0.04 * (r() - 0.5);
    const card = Math.round(counter * cardShare);
    const cakePrice = Math.round(price(420) / 5) * 5;
    const orders = {
      count: Math.floor((e.orders * scale) / cakePrice + r()),
      unitPrice: cakePrice,
    };
    const seasonKind = e.muerto > 0 ? 'muerto' : e.rosca > 0 ? 'rosca' : null;
    let season: DaySales['season'] = null;
    if (seasonKind) {
      const unitPrice = Math.round(price(seasonKind === 'muerto' ? 95 : 480));
      const amount = (seasonKind === 'muerto' ? e.muerto : e.rosca) * scale * jitter(r, 0.12);
      season = { kind: seasonKind, count: Math.max(1, Math.round(amount / unitPrice)), unitPrice };
    }
    const wholesale = Math.round(e.wholesale * scale * jitter(r, 0.06));
    const seasonAmount = season ? season.count * season.unitPrice : 0;
    days.push({
      cash: Math.round(counter) - card,
      card,
      orders,
      season,
      wholesale,
      ingredients:
        counter * 0.3 +
        orders.count * cakePrice * 0.345 +
        seasonAmount * (seasonKind === 'muerto' ? 0.358 : 0.365) +
        wholesale * 0.37,
    });
  }
  const at = (day: number): DaySales => {
    const s = days[day - from];
    if (!s) throw new RangeError(`Día fuera de la simulación: ${iso(day)}`);
    return s;
  };
  const income = (s: DaySales) =>
    s.cash +
    s.card +
    s.orders.count * s.orders.unitPrice +
    (s.season ? s.season.count * s.season.unitPrice : 0) +
    s.wholesale;
  const sum = (a: number, b: number, f: (s: DaySales) => number) => {
    let t = 0;
    for (let day = a; day <= b; day++) t += f(at(day));
    return t;
  };
  return { at, income, sum };
}
type Sales = ReturnType<typeof simulateSales>;

function incomeEntries(s: DaySales, day: number): DemoEntry[] {
  const date = iso(day);
  const out: DemoEntry[] = [];
  const add = (pesos: number, description: string, category: string) => {
    if (pesos > 0)
      out.push({
        date,
        type: 'income',
        amountCentavos: centavos(pesos),
        description,
        category,
        recurring: false,
      });
  };
  add(s.cash, 'Ventas de mostrador en efectivo (pan dulce, bolillo y café)', 'Ventas mostrador');
  add(s.card, 'Ventas de mostrador con tarjeta (terminal bancaria)', 'Ventas mostrador');
  const { m, d } = civil(day);
  const n = s.orders.count;
  add(
    n * s.orders.unitPrice,
    `Pedidos especiales: ${n} ${n === 1 ? 'pastel' : 'pasteles'} de tres leches${occasion(m, d)}`,
    'Pedidos especiales',
  );
  if (s.season) {
    const { kind, count } = s.season;
    add(
      count * s.season.unitPrice,
      kind === 'muerto'
        ? `Venta de pan de muerto (${count} ${count === 1 ? 'pieza' : 'piezas'})`
        : `Venta de roscas de Reyes (${count} ${count === 1 ? 'rosca' : 'roscas'})`,
      'Ventas de temporada',
    );
  }
  add(
    s.wholesale,
    'Venta semanal de bolillo y pan dulce a la Fonda La Poblanita',
    'Ventas a negocios',
  );
  return out;
}

// ---------------------------------------------------------------- expenses

type ExpenseContext = {
  sales: Sales;
  yearIdx: (rate: number, y: number) => number;
  inWindow: { start: number; end: number };
  first: { y: number; m: number };
};

function expenseEntries(day: number, ctx: ExpenseContext): DemoEntry[] {
  const { sales, yearIdx } = ctx;
  const { y, m, d, dow } = civil(day);
  const date = iso(day);
  const last = daysInMonth(y, m);
  const r = rngFor(day, 2);
  const out: DemoEntry[] = [];
  const add = (pesos: number, description: string, category: string, recurring = false) => {
    out.push({
      date,
      type: 'expense',
      amountCentavos: assertCentavos(Math.max(100, centavos(pesos))),
      description,
      category,
      recurring,
    });
  };
  const prev = civil(dayOf(y, m - 1, 1));
  const prevName = `${MONTHS[prev.m - 1]} ${prev.y}`;
  const monthName = `${MONTHS[m - 1]} ${y}`;
  const wages = (year: number) => round(WAGES * yearIdx(WAGE_RAISE, year), 20);
  const prices = yearIdx(INFLATION, y);
  const income = (a: number, b: number) => sales.sum(a, b, sales.income);
  const yearIncome = (year: number) => income(dayOf(year, 1, 1), dayOf(year, 12, 31));

  // Ingredients: three purchases a week, sized to that week's production.
  if (dow === 1 || dow === 3 || dow === 5) {
    const monday = day - ((dow + 6) % 7);
    const need = sales.sum(monday, monday + 6, (s) => s.ingredients);
    const share = dow === 1 ? 0.45 : dow === 3 ? 0.35 : 0.2;
    const seasonal = sales.at(monday + 6).season?.kind;
    const what =
      dow === 1
        ? 'Harina de trigo, azúcar y sal (Central de Abasto)'
        : dow === 3
          ? 'Mantequilla, huevo, leche y crema'
          : seasonal === 'muerto'
            ? 'Levadura, anís, azahar y naranja para pan de muerto'
            : seasonal === 'rosca'
              ? 'Levadura, ate, higo cristalizado y muñequitos para roscas'
              : 'Levadura, vainilla, canela, piloncillo y café de grano';
    add(need * share * jitter(r, 0.06), what, 'Insumos');
  }
  if (d === 1) add(round(RENT * prices, 100), `Renta del local de ${monthName}`, 'Renta', true);
  if (d === 2 || d === 16) {
    const to = d === 2 ? day + 13 : dayOf(y, m, last);
    const revenue = sales.sum(day, to, sales.income);
    add(
      revenue * 0.019 * jitter(r, 0.08),
      'Bolsas de papel, cajas para pastel y vasos para café',
      'Empaques',
    );
  }
  if (d === 3)
    add(
      round(2_500 * prices, 100),
      `Honorarios del contador (${prevName})`,
      'Servicios profesionales',
      true,
    );
  if (d === 4 || d === 14 || d === 24) {
    const production = sales.sum(day - 10, day - 1, sales.income);
    add(production * 0.032 * jitter(r, 0.05), 'Recarga de gas LP para los hornos', 'Servicios');
  }
  if (d === 5) add(prices < 1 ? 649 : 699, 'Internet y teléfono del local', 'Servicios', true);
  if (d === 8) {
    const summer = prev.m >= 4 && prev.m <= 9 ? 1.18 : 0.88;
    add(3_400 * summer * prices * jitter(r, 0.07), `Recibo de luz CFE (${prevName})`, 'Servicios');
  }
  if (d === 12)
    add(850 * prices * jitter(r, 0.1), `Recibo de agua potable (${prevName})`, 'Servicios');
  if (d === 15 || d === last) {
    const half = d === 15 ? 'primera' : 'segunda';
    add(
      wages(y) / 2,
      `Nómina de la ${half} quincena de ${monthName} (8 empleados)`,
      'Nómina',
      true,
    );
  }
  if (d === 17) {
    add(
      SOCIAL_SECURITY * yearIdx(WAGE_RAISE, prev.y),
      `Cuotas IMSS, SAR e INFONAVIT (${prevName})`,
      'Nómina',
      true,
    );
    add(
      wages(prev.y) * 0.03,
      `Impuesto sobre nóminas del estado de Puebla (${prevName})`,
      'Impuestos',
    );
    add(
      income(dayOf(prev.y, prev.m, 1), dayOf(y, m, 1) - 1) * 0.028,
      `Pago provisional de ISR e IVA (${prevName})`,
      'Impuestos',
    );
  }
  if (d === 20)
    add(round(1_500 * prices, 50), 'Anuncios en Facebook e Instagram', 'Marketing', true);
  if (m === 5 && d === 2)
    add(
      1_200 * prices,
      'Campaña del Día de las Madres: volantes y anuncios de pasteles',
      'Marketing',
    );
  if (m === 10 && d === 6)
    add(1_800 * prices, 'Lona y volantes para la temporada de pan de muerto', 'Marketing');
  if (m === 12 && d === 2)
    add(2_200 * prices, 'Publicidad de posadas y preventa de roscas de Reyes', 'Marketing');
  if (m === 8 && d === 10)
    add(round(18_000 * prices, 100), 'Mantenimiento preventivo anual del horno', 'Mantenimiento');
  if (d === 15 && m % 3 === 1)
    add(950 * prices, 'Fumigación del local (control de plagas)', 'Mantenimiento');
  if (d === 22 && r() < 0.25) {
    const what = ['batidora', 'refrigerador', 'vitrina de pan', 'cafetera'][Math.floor(r() * 4)];
    add(900 + r() * 2_900, `Reparación de ${what}`, 'Mantenimiento');
  }
  if (m === 3 && d === 10)
    add(round(9_600 * prices, 100), 'Seguro anual del local y equipo (póliza)', 'Seguros');
  if (m === 4 && d === 28)
    add(yearIncome(y - 1) * 0.0045, `Declaración anual ${y - 1}: ISR a cargo`, 'Impuestos');
  if (m === 5 && d === 28) {
    // PTU: 10 % of the taxable profit, estimated at 12 % of the year's income.
    add(
      yearIncome(y - 1) * 0.1 * 0.12,
      `Reparto de utilidades (PTU) del ejercicio ${y - 1}`,
      'Nómina',
    );
  }
  if (m === 12 && d === 19) {
    add(
      (wages(y) * AGUINALDO_DAYS) / 30,
      `Aguinaldo ${y}: ${AGUINALDO_DAYS} días de salario (8 empleados)`,
      'Nómina',
    );
  }
  if (d === last) {
    const card = sales.sum(dayOf(y, m, 1), day, (s) => s.card);
    add(card * 0.0336, `Comisiones de la terminal bancaria (${monthName})`, 'Comisiones');
    add(
      round(OWNER_DRAW * prices, 100),
      `Retiro de utilidades de la familia propietaria (${monthName})`,
      'Retiros de los dueños',
      true,
    );
  }
  const monthIndex = (y - ctx.first.y) * 12 + m - ctx.first.m;
  if (monthIndex === 10 && d === 9)
    add(98_000, 'Compra de horno rotativo de 18 charolas (reacondicionado)', 'Equipo');
  if (monthIndex === 18 && d === 14) add(34_500, 'Vitrina refrigerada para pasteles', 'Equipo');
  return out;
}

// ---------------------------------------------------------------- helpers

const DAY_MS = 86_400_000;
const dayOf = (y: number, m: number, d: number) => Date.UTC(y, m - 1, d) / DAY_MS;
const iso = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);
const daysInMonth = (y: number, m: number) => dayOf(y, m + 1, 1) - dayOf(y, m, 1);
const centavos = (pesos: number): Centavos => assertCentavos(Math.round(pesos * 100));
const round = (x: number, step: number) => Math.round(x / step) * step;

function civil(day: number) {
  const t = new Date(day * DAY_MS);
  return { y: t.getUTCFullYear(), m: t.getUTCMonth() + 1, d: t.getUTCDate(), dow: t.getUTCDay() };
}

function parseDay(value: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const day = match ? dayOf(Number(match[1]), Number(match[2]), Number(match[3])) : Number.NaN;
  if (!Number.isFinite(day) || iso(day) !== value)
    throw new RangeError(`Fecha no válida: ${value}`);
  return day;
}

const SEED = 0x0e5b_1ca5;

/** mulberry32: tiny, fast and good enough for demo noise. */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const rngFor = (day: number, stream: number) =>
  mulberry32(SEED ^ Math.imul(day + 7_919, 0x9e3779b1) ^ Math.imul(stream, 0x85ebca6b));
const jitter = (r: () => number, spread: number) => 1 + spread * (2 * r() - 1);
