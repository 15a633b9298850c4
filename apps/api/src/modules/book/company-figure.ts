import type { Figure } from '@caudal/book';
import {
  basisPhrase,
  CASH_RESERVE_RULES,
  type Centavos,
  type CompanyFigures,
  type ComputedMetrics,
  cashReserve,
  centavos,
  computeMetrics,
  FIGURE_LEVEL_LABELS,
  type FinancialSnapshot,
  productMonthlyFigures,
  sumCentavos,
} from '@caudal/finance';
import { formatCount, formatMoney, formatMonths, formatPercent } from '../../lib/format.ts';

/** Where an owner enters products, fixed costs and the cash balance. */
export const COMPANY_DATA_LINK = { label: 'Datos de tu empresa', path: '/app/empresa' };

export type CompanyFigure = {
  /** The owner's figure in a sentence or two, or what is missing to compute it. */
  text: string;
  /** Set when data is missing: the screen where it is added. */
  dataLink: typeof COMPANY_DATA_LINK | null;
};

const where = `Agrégalos en «${COMPANY_DATA_LINK.label}».`;
const missing = (text: string): CompanyFigure => ({ text, dataLink: COMPANY_DATA_LINK });
const known = (text: string): CompanyFigure => ({ text, dataLink: null });

const money = (amount: Centavos) => formatMoney(amount);
// A typical month from the products and costs, not a period of dated entries: said every time.
const TYPICAL_MONTH = 'en un mes típico (con tus productos y tus costos fijos)';
const _TYPICAL_MONTH_START = 'En un mes típico (con tus productos y tus costos fijos)';

/**
 * The catalogue (break-even, contribution and gross margins are the products' own) and the
 * figures core (cash, burn, runway, net margin, health, reserve: the header's and the
 * dashboard's, on the company's recorded movements when it has them).
 */
type Inputs = { snapshot: FinancialSnapshot; metrics: ComputedMetrics; figures: CompanyFigures };

/** "al ritmo de tus últimos 90 días" or "según tu estimado…", for a sentence. */
const pace = (figures: CompanyFigures) => basisPhrase(figures.basis);

const NO_BASIS = `Para calcularlo necesito tus movimientos de ingresos y gastos, o tus productos y costos. ${where}`;

const unitsSold = ({ snapshot }: Inputs) =>
  snapshot.products.reduce((n, p) => n + p.monthlySales, 0);

/** Break-even needs products that sell and leave a contribution; else, what is missing. */
function breakEvenGap(inputs: Inputs): CompanyFigure | null {
  const { metrics } = inputs;
  if (inputs.snapshot.products.length === 0 || unitsSold(inputs) === 0) {
    return missing(
      `Para calcular tu punto de equilibrio necesito tus productos con su precio, su costo variable y cuántos vendes al mes. ${where}`,
    );
  }
  if (metrics.breakEvenUnits === null) {
    return missing(
      `Con tus precios y costos de hoy no tienes punto de equilibrio: tus costos variables (${money(metrics.monthlyVariableCosts)} al mes) no dejan margen sobre tus ventas (${money(metrics.monthlyRevenue)}), así que vender más no cubre tus costos fijos. Revisa tus precios y costos variables en «${COMPANY_DATA_LINK.label}».`,
    );
  }
  return null;
}

function breakEven(inputs: Inputs): CompanyFigure {
  const gap = breakEvenGap(inputs);
  if (gap) return gap;
  const { metrics } = inputs;
  const units = metrics.breakEvenUnits as number;
  if (metrics.monthlyFixedCosts === 0) {
    return missing(
      `Tu punto de equilibrio es de 0 unidades: no tienes costos fijos capturados, así que cualquier venta ya deja utilidad. Si pagas renta, sueldos o servicios, agrégalos en «${COMPANY_DATA_LINK.label}».`,
    );
  }
  const sold = unitsSold(inputs);
  const revenue =
    metrics.breakEvenRevenue === null ? '' : `, unos ${money(metrics.breakEvenRevenue)} de ventas`;
  const today =
    sold >= units
      ? `Hoy vendes ${formatCount(sold)} unidades al mes: tu margen de seguridad es de ${formatPercent(metrics.currentMarginOfSafety ?? 0)}.`
      : `Hoy vendes ${formatCount(sold)} unidades al mes: te faltan ${formatCount(units - sold)} para llegar al equilibrio.`;
  return known(
    `Tu punto de equilibrio es de ${formatCount(units)} unidades al mes${revenue}: lo que necesitas vender para cubrir tus costos fijos de ${money(metrics.monthlyFixedCosts)} al mes con el margen de contribución de tus productos. ${today}`,
  );
}

function marginOfSafety(inputs: Inputs): CompanyFigure {
  const gap = breakEvenGap(inputs);
  if (gap) return gap;
  const { metrics } = inputs;
  const safety = metrics.currentMarginOfSafety ?? 0;
  const meaning =
    safety >= 0
      ? `tus ventas pueden bajar eso antes de que empieces a perder dinero`
      : `hoy vendes menos que tu punto de equilibrio y pierdes dinero`;
  return known(
    `Tu margen de seguridad es de ${formatPercent(safety)}: ${meaning}. Tu punto de equilibrio es de ${formatCount(metrics.breakEvenUnits as number)} unidades al mes y hoy vendes ${formatCount(unitsSold(inputs))}.`,
  );
}

const NO_SALES = `Para calcular tus márgenes necesito tus productos con su precio, su costo variable y cuántos vendes al mes. ${where}`;

function contributionMargin({ metrics }: Inputs): CompanyFigure {
  if (metrics.contributionMarginPercent === null) return missing(NO_SALES);
  const contribution = centavos(metrics.monthlyRevenue - metrics.monthlyVariableCosts);
  return known(
    `Tu margen de contribución es de ${formatPercent(metrics.contributionMarginPercent)}: ${TYPICAL_MONTH} tus ventas de ${money(metrics.monthlyRevenue)} dejan ${money(contribution)} después de sus costos variables, para pagar tus costos fijos de ${money(metrics.monthlyFixedCosts)} y dejar utilidad.`,
  );
}

function grossMargin({ metrics, snapshot }: Inputs): CompanyFigure {
  if (metrics.grossMargin === null) return missing(NO_SALES);
  const productCosts = sumCentavos(
    snapshot.products.map((p) => productMonthlyFigures(p).variableCostsCentavos),
  );
  const gross = centavos(metrics.monthlyRevenue - productCosts);
  return known(
    `Tu margen bruto es de ${formatPercent(metrics.grossMargin)}: ${TYPICAL_MONTH} te quedan ${money(gross)} de tus ventas de ${money(metrics.monthlyRevenue)} después del costo de tus productos.`,
  );
}

function netMargin({ figures }: Inputs): CompanyFigure {
  if (figures.basis.source === 'none') return missing(NO_BASIS);
  const net = figures.netMargin.value;
  if (net === null) return missing(`Sin ingresos ${pace(figures)} no hay margen neto. ${where}`);
  const profit = figures.month.profit;
  const result =
    profit >= 0
      ? `te quedan ${money(profit)} de utilidad al mes`
      : `pierdes ${money(centavos(-profit))} al mes`;
  const level = figures.netMargin.level ? ` (${FIGURE_LEVEL_LABELS[figures.netMargin.level]})` : '';
  return known(
    `Tu margen neto es de ${formatPercent(net)}${level}: ${pace(figures)} ${result} de tus ventas de ${money(figures.month.revenue)} al mes.`,
  );
}

function margins({ metrics, figures }: Inputs): CompanyFigure {
  const { grossMargin: gross, contributionMarginPercent: contribution } = metrics;
  const net = figures.netMargin.value;
  if (gross === null || contribution === null) return missing(NO_SALES);
  const netText =
    net === null ? '' : ` Tu margen neto ${pace(figures)} es de ${formatPercent(net)}.`;
  return known(
    `Los márgenes de tus productos: bruto ${formatPercent(gross)} y de contribución ${formatPercent(contribution)}.${netText}`,
  );
}

const NO_CASH = `Para saberlo necesito tu saldo de caja de hoy. Captúralo en «${COMPANY_DATA_LINK.label}».`;

/** The month's money in and out, as the cash-flow page shows it. */
function monthLine(figures: CompanyFigures): string {
  const { month } = figures;
  const owners = month.ownerOut > 0 ? ` y los dueños retiran ${money(month.ownerOut)}` : '';
  return `${pace(figures)} entran ${money(month.cashIn)} al mes y salen ${money(month.cashOut)}${owners}`;
}

function runway({ figures }: Inputs): CompanyFigure {
  const cash = figures.cash.value;
  if (figures.basis.source === 'none') return missing(NO_BASIS);
  if (cash === null) return missing(`${capitalised(monthLine(figures))}. ${NO_CASH}`);
  const months = figures.runwayMonths.value;
  if (cash < 0) {
    return known(
      `No te queda caja: tu saldo es de ${money(cash)}. Cubre el faltante antes de cualquier otro gasto.`,
    );
  }
  if (months === null) {
    return known(
      `Tu caja no se agota a este ritmo: ${monthLine(figures)}, así que tus ${money(cash)} no bajan.${coverage(figures)}`,
    );
  }
  const level = figures.runwayMonths.level
    ? ` (${FIGURE_LEVEL_LABELS[figures.runwayMonths.level]})`
    : '';
  return known(
    `Te quedan ${formatMonths(months)} de caja${level}: tus ${money(cash)} alcanzan para cubrir los ${money(figures.burn)} que tu caja baja cada mes (${monthLine(figures)}).`,
  );
}

/** " Tus $X cubren N meses de gastos.": the liquidity, when there is one. */
function coverage(figures: CompanyFigures): string {
  const cash = figures.cash.value;
  const months = figures.liquidityMonths.value;
  return cash === null || months === null
    ? ''
    : ` Tus ${money(cash)} cubren ${formatMonths(months)} de gastos.`;
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** "¿Cuánto efectivo me queda?": the cash today, what moves it, and how long it lasts. */
function cash(inputs: Inputs): CompanyFigure {
  const { figures } = inputs;
  const balance = figures.cash.value;
  if (balance === null) return missing(NO_CASH);
  const today = `Hoy tienes ${money(balance)} en caja.`;
  if (figures.basis.source === 'none') return known(today);
  return { ...runway(inputs), text: `${today} ${runway(inputs).text}` };
}

function burn({ figures }: Inputs): CompanyFigure {
  if (figures.basis.source === 'none') return missing(NO_BASIS);
  if (figures.burn === 0) {
    return known(
      `No estás quemando caja: ${monthLine(figures)}, así que tu caja no baja a este ritmo.`,
    );
  }
  const cash = figures.cash.value;
  const lasts =
    cash === null
      ? ` ${NO_CASH}`
      : figures.runwayMonths.value === null
        ? ''
        : ` Con tus ${money(cash)} en caja te alcanza para ${formatMonths(figures.runwayMonths.value)}.`;
  return {
    text: `Tu caja baja ${money(figures.burn)} al mes (tu burn rate): ${monthLine(figures)}.${lasts}`,
    dataLink: cash === null ? COMPANY_DATA_LINK : null,
  };
}

function health({ figures }: Inputs): CompanyFigure {
  const { value, level, parts, note } = figures.healthScore;
  if (value === null || level === null) return missing(NO_BASIS);
  const part = (label: string, points: number | null) =>
    points === null ? null : `${label} ${points} de 25`;
  const list = [
    part('margen neto', parts.netMargin),
    part('margen bruto', parts.grossMargin),
    part('margen de seguridad', parts.marginOfSafety),
    part('margen de contribución', parts.contributionMargin),
  ].filter((p) => p !== null);
  return known(
    `Tu salud financiera es de ${value} de 100 (${FIGURE_LEVEL_LABELS[level]}), con el margen neto de ${figures.basis.label}: ${list.join(', ')}.${note ? ` ${note}` : ''}`,
  );
}

function reserve({ figures }: Inputs): CompanyFigure {
  const costs = figures.month.expenses;
  const r = cashReserve(costs, figures.cash.value);
  if (
    figures.basis.source === 'none' ||
    r.targetCentavos === null ||
    r.seasonalTargetCentavos === null
  ) {
    return missing(
      `Para calcular tu reserva necesito tus gastos del mes: tus movimientos, o tus costos fijos y tus productos con su costo variable. ${where}`,
    );
  }
  const rule = `La reserva que recomienda el libro es de al menos ${CASH_RESERVE_RULES.recommendedMonths} meses de tus gastos: ${money(r.targetCentavos)}, porque ${pace(figures)} tus gastos suman ${money(costs)} al mes (${CASH_RESERVE_RULES.seasonalMonths} meses, ${money(r.seasonalTargetCentavos)}, si tu negocio es muy estacional o depende de pocos clientes).`;
  if (r.cashBalanceCentavos === null || r.monthsCovered === null || r.shortfallCentavos === null) {
    return missing(
      `${rule} Para saber cuánto te falta necesito tu saldo de caja. Captúralo en «${COMPANY_DATA_LINK.label}».`,
    );
  }
  const today = `Hoy tienes ${money(r.cashBalanceCentavos)} en caja, ${formatMonths(r.monthsCovered)} de gastos`;
  const verdict = {
    met: `${today}: ya la cubres.`,
    belowTarget: `${today}: te faltan ${money(r.shortfallCentavos)}.`,
    belowMinimum: `${today}, menos del mes que el libro pide como mínimo: te faltan ${money(r.shortfallCentavos)}.`,
  }[r.status ?? 'belowMinimum'];
  return known(`${rule} ${verdict}`);
}

const FIGURES: Record<Figure, (inputs: Inputs) => CompanyFigure> = {
  breakEven,
  marginOfSafety,
  contributionMargin,
  grossMargin,
  netMargin,
  margins,
  runway,
  burn,
  cash,
  healthScore: health,
  cashReserve: reserve,
};

/**
 * The owner's own figure, computed by finance from the company's figures core and catalogue, in
 * es-MX (money without decimals), or what is missing to compute it and where to add it.
 */
export function companyFigure(
  figure: Figure,
  snapshot: FinancialSnapshot,
  figures: CompanyFigures,
): CompanyFigure {
  return FIGURES[figure]({ snapshot, metrics: computeMetrics(snapshot), figures });
}
