import type {
  CategoryTaxDefaultInputSchema,
  CategoryTaxDefaultResultSchema,
  TaxEstimateResponse,
  z,
} from '@caudal/contracts';
import {
  centavos,
  monthKey,
  TAX_REGIME_CODES,
  TAX_REGIMES,
  type TaxPayment,
  type TaxRegime,
  type TaxYearToDate,
  taxDueDate,
  taxEstimate,
  taxMonthRange,
} from '@caudal/finance';
import type { Queryable } from '../../db/client.ts';
import { notFound } from '../../lib/http-error.ts';
import type { ModuleDeps } from '../../lib/module.ts';
import type { AuthContext } from '../../lib/request-auth.ts';
import {
  applyTaxDefault,
  deleteTaxDefault,
  listTaxDefaults,
  loadTaxMonth,
  saveTaxDefault,
  type TaxMonth,
} from './taxes.repository.ts';

/**
 * For the cash forecast (issue 32): the taxes still to pay of last month (when its 17th is still
 * ahead) and of this month so far (`partial`), estimated as GET /api/taxes/estimate does. A month
 * whose movements carry no tax breakdown at all gives nothing: the forecast keeps its average.
 */
export async function upcomingTaxPayments(
  db: Queryable,
  companyId: string,
  today: string,
): Promise<TaxPayment[]> {
  const months = [monthKey(today, -1), monthKey(today)].filter((m) => taxDueDate(m) > today);
  const payments: TaxPayment[] = [];
  for (const month of months) {
    const found = await loadTaxMonth(db, companyId, taxMonthRange(month));
    if (!found) continue;
    const s = found.sums;
    const known =
      s.incomeIvaCentavos +
        s.expenseIvaCentavos +
        s.expenseIsrWithheldCentavos +
        (s.expenseOtherWithheldCentavos ?? 0) >
      0;
    if (!known) continue;
    const { estimate: e } = await estimateMonth(db, companyId, month, found);
    payments.push({ month, amountCentavos: e.totalCentavos, partial: month === monthKey(today) });
  }
  return payments;
}

/**
 * The month's estimate with what its regime needs: the year of the tariff, and for régimen 612
 * the year's profit so far (January to the month, and to the month before).
 */
async function estimateMonth(db: Queryable, companyId: string, month: string, found: TaxMonth) {
  const regime = isRegime(found.company.taxRegime) ? found.company.taxRegime : null;
  const year = Number(month.slice(0, 4));
  const monthNumber = Number(month.slice(5, 7));
  let yearToDate: TaxYearToDate | null = null;
  if (regime === '612') {
    const profitTo = async (last: number) => {
      if (last === 0) return centavos(0);
      const upTo = await loadTaxMonth(db, companyId, {
        from: `${year}-01-01`,
        to: taxMonthRange(`${year}-${String(last).padStart(2, '0')}`).to,
      });
      return centavos((upTo?.sums.incomeNetCentavos ?? 0) - (upTo?.sums.expenseNetCentavos ?? 0));
    };
    yearToDate = {
      month: monthNumber,
      year,
      profitCentavos: await profitTo(monthNumber),
      previousProfitCentavos: await profitTo(monthNumber - 1),
    };
  }
  return {
    regime,
    estimate: taxEstimate({
      sums: found.sums,
      regime,
      rfc: found.company.rfc,
      profitCoefficient: found.company.profitCoefficient,
      year,
      yearToDate,
    }),
  };
}

const isRegime = (code: string | null): code is TaxRegime =>
  code !== null && (TAX_REGIME_CODES as readonly string[]).includes(code);

/**
 * GET /api/taxes/estimate: the month's IVA and provisional ISR from the movements' tax
 * breakdown (what was cobrado and pagado in it). Default: the month before today's, the one
 * due on this month's 17th.
 */
export async function taxEstimateView(
  db: Queryable,
  companyId: string,
  today: string,
  month: string = monthKey(today, -1),
): Promise<TaxEstimateResponse> {
  const found = await loadTaxMonth(db, companyId, taxMonthRange(month));
  if (!found) throw notFound('Empresa no encontrada');
  const { regime, estimate: e } = await estimateMonth(db, companyId, month, found);
  const missing = found.withoutBreakdown;
  return {
    month,
    estimate: true,
    dueDate: taxDueDate(month),
    regime: regime === null ? null : { code: regime, name: TAX_REGIMES[regime] },
    basis: [
      'Estimado con lo que cobraste y pagaste en el mes, con el IVA de tus facturas (CFDI).',
      missing > 0
        ? `${missing} ${missing === 1 ? 'movimiento no trae' : 'movimientos no traen'} desglose de IVA y no ${missing === 1 ? 'cuenta' : 'cuentan'} en el IVA.`
        : null,
      'No es tu declaración: confírmala con tu contador.',
    ]
      .filter(Boolean)
      .join(' '),
    iva: {
      collected: e.iva.collectedCentavos,
      creditable: e.iva.creditableCentavos,
      withheld: e.iva.withheldCentavos,
      payable: e.iva.payableCentavos,
      legalBasis: e.iva.legalBasis,
    },
    isr: {
      base: e.isr.baseCentavos,
      ratePercent: e.isr.ratePercent,
      provisional: e.isr.provisionalCentavos,
      withheld: e.isr.withheldCentavos,
      payable: e.isr.payableCentavos,
      method: e.isr.method,
      legalBasis: e.isr.legalBasis,
    },
    withholdingsToPay: {
      isr: e.withholdingsToPay.isrCentavos,
      iva: e.withholdingsToPay.ivaCentavos,
      other: e.withholdingsToPay.otherCentavos,
    },
    total: e.totalCentavos,
    movementsWithoutBreakdown: missing,
  };
}

/**
 * PUT /api/taxes/defaults: sets or removes a category's default IVA and, when asked, gives it to
 * the category's movements without a breakdown; one transaction with its event.
 */
export async function saveTaxDefaultView(
  { db, events }: Pick<ModuleDeps, 'db' | 'events'>,
  auth: AuthContext,
  input: z.output<typeof CategoryTaxDefaultInputSchema>,
): Promise<z.input<typeof CategoryTaxDefaultResultSchema>> {
  return db.transaction(async (tx) => {
    const { companyId } = auth;
    let updated = 0;
    if (input.ivaRate === null) {
      await deleteTaxDefault(tx, companyId, input);
    } else {
      const rate = { ...input, ivaRate: input.ivaRate };
      await saveTaxDefault(tx, companyId, rate);
      if (input.applyToExisting) updated = await applyTaxDefault(tx, companyId, rate);
    }
    await events.emit(
      'company-data-changed',
      {
        companyId,
        userId: auth.userId,
        action: 'updated',
        kinds: updated > 0 ? ['cash-flow-entry'] : ['company'],
      },
      { db: tx },
    );
    return { defaults: await listTaxDefaults(tx, companyId), updated };
  });
}
