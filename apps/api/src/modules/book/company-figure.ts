import type { Figure } from '@caudal/book';
import {
  CASH_RESERVE_RULES,
  type Centavos,
  type ComputedMetrics,
  cashReserve,
  centavos,
  computeMetrics,
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
const TYPICAL_MONTH_START = 'En un mes típico (con tus productos y tus costos fijos)';

type Inputs = { snapshot: FinancialSnapshot; metrics: ComputedMetrics };

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

function netMargin({ metrics }: Inputs): CompanyFigure {
  if (metrics.netMargin === null) return missing(NO_SALES);
  const profit = metrics.monthlyNetProfit;
  const result =
    profit >= 0 ? `te quedan ${money(profit)} de utilidad` : `pierdes ${money(centavos(-profit))}`;
  return known(
    `Tu margen neto es de ${formatPercent(metrics.netMargin)}: ${TYPICAL_MONTH} ${result} de tus ventas de ${money(metrics.monthlyRevenue)}.`,
  );
}

function margins({ metrics }: Inputs): CompanyFigure {
  const { grossMargin: gross, contributionMarginPercent: contribution, netMargin: net } = metrics;
  if (gross === null || contribution === null || net === null) return missing(NO_SALES);
  return known(
    `Tus márgenes ${TYPICAL_MONTH}: bruto ${formatPercent(gross)}, de contribución ${formatPercent(contribution)} y neto ${formatPercent(net)}.`,
  );
}

const NO_CASH = `Para saberlo necesito tu saldo de caja de hoy. Captúralo en «${COMPANY_DATA_LINK.label}».`;

function runway({ metrics, snapshot }: Inputs): CompanyFigure {
  const profit = metrics.monthlyNetProfit;
  const cash = snapshot.cashBalanceCentavos;
  if (snapshot.products.length === 0 && metrics.monthlyFixedCosts === 0) {
    return missing(
      `Para calcular cuántos meses de caja tienes necesito tus productos, tus costos fijos y tu saldo de caja. ${where}`,
    );
  }
  if (profit >= 0) {
    const covers =
      cash === null
        ? ` Captura tu saldo de caja en «${COMPANY_DATA_LINK.label}» para saber cuántos meses de costos cubre.`
        : metrics.liquidityRatio === null
          ? ''
          : ` Tus ${money(cash)} en caja cubren ${formatMonths(metrics.liquidityRatio)} de tus costos.`;
    return {
      text: `Tu caja no se agota: ${TYPICAL_MONTH} tu negocio deja ${money(profit)} de utilidad, así que tu autonomía de caja no tiene límite mientras siga así.${covers}`,
      dataLink: cash === null ? COMPANY_DATA_LINK : null,
    };
  }
  const loss = money(centavos(-profit));
  if (cash === null) {
    return missing(`${TYPICAL_MONTH_START} pierdes ${loss}. ${NO_CASH}`);
  }
  if (cash <= 0 || metrics.runwayMonths === null || metrics.runwayMonths === 0) {
    return known(
      `No te queda caja para cubrir tu pérdida: tu saldo es de ${money(cash)} y ${TYPICAL_MONTH} pierdes ${loss}.`,
    );
  }
  return known(
    `Te quedan ${formatMonths(metrics.runwayMonths)} de caja: tus ${money(cash)} alcanzan para cubrir la pérdida de ${loss} que tienes ${TYPICAL_MONTH}.`,
  );
}

function reserve({ metrics, snapshot }: Inputs): CompanyFigure {
  const costs = centavos(metrics.monthlyFixedCosts + metrics.monthlyVariableCosts);
  const r = cashReserve(costs, snapshot.cashBalanceCentavos);
  if (r.targetCentavos === null || r.seasonalTargetCentavos === null) {
    return missing(
      `Para calcular tu reserva necesito tus costos del mes: tus costos fijos y tus productos con su costo variable. ${where}`,
    );
  }
  const rule = `La reserva que recomienda el libro es de al menos ${CASH_RESERVE_RULES.recommendedMonths} meses de tus costos: ${money(r.targetCentavos)}, porque tus costos suman ${money(costs)} al mes (${CASH_RESERVE_RULES.seasonalMonths} meses, ${money(r.seasonalTargetCentavos)}, si tu negocio es muy estacional o depende de pocos clientes).`;
  if (r.cashBalanceCentavos === null || r.monthsCovered === null || r.shortfallCentavos === null) {
    return missing(
      `${rule} Para saber cuánto te falta necesito tu saldo de caja. Captúralo en «${COMPANY_DATA_LINK.label}».`,
    );
  }
  const today = `Hoy tienes ${money(r.cashBalanceCentavos)} en caja, ${formatMonths(r.monthsCovered)} de costos`;
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
  cashReserve: reserve,
};

/**
 * The owner's own figure, computed by finance from the company's products, costs and cash, in
 * es-MX (money without decimals), or what is missing to compute it and where to add it.
 */
export function companyFigure(figure: Figure, snapshot: FinancialSnapshot): CompanyFigure {
  return FIGURES[figure]({ snapshot, metrics: computeMetrics(snapshot) });
}
