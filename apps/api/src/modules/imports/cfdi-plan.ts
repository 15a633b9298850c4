import { type EntryType, TERMS_DAYS } from '@caudal/contracts';
import { addDays } from '@caudal/finance';
import { type CategoryRule, categorize } from './categorize.ts';
import type { Cfdi } from './parsers/cfdi.ts';
import { type Decimal, divideToHundredths, toHundredths } from './parsers/decimal.ts';
import { emptyPlan, type ImportPlan, type PlanRow, skippedRow } from './plan.ts';

export type CfdiContext = {
  /** The company's RFC, upper case. */
  rfc: string;
  line: number;
  source: string;
  /** sha256 of the file: the dedupe key of a CFDI without UUID. */
  fileHash: string;
  rules: readonly CategoryRule[];
  /** UUIDs of receivables and payables known (stored or in the same upload): credit notes reduce them. */
  knownDocuments: ReadonlySet<string>;
  /** The days of credit the owner set per counterpart RFC. */
  counterpartTerms: ReadonlyMap<string, number>;
};

/** The dedupe key of a CFDI: its UUID, or the file's hash when it has none. */
export const cfdiKey = (cfdi: Cfdi, fileHash: string) =>
  cfdi.uuid ? `cfdi:${cfdi.uuid}` : `cfdi-sin-uuid:${fileHash}`;

/** The days of credit CondicionesDePago gives ('30 días', 'NET15', 'Crédito 45'), if any. */
export function termsDays(terms: string | null): number | null {
  if (!terms) return null;
  const compact = terms.replace(/\s+/g, '').toLowerCase();
  if (!/(dias|días|net|neto|credito|crédito|plazo)/.test(compact)) return null;
  const days = Number(/\d{1,3}/.exec(compact)?.[0]);
  return days > 0 && days <= 365 ? days : null;
}

const folioOf = (cfdi: Cfdi) => [cfdi.serie, cfdi.folio].filter(Boolean).join('-') || null;

/**
 * What one CFDI adds, from the company's side: issued by the company it is income (or a
 * receivable), received it is an expense (or a payable). Pure: the service gives it the RFC,
 * the category rules and the documents it knows.
 */
export function planCfdi(cfdi: Cfdi, ctx: CfdiContext): ImportPlan {
  const plan = emptyPlan();
  const { line, source } = ctx;
  const error = (reason: string) => {
    plan.rows.push(skippedRow(line, source, 'error', reason, { uuid: cfdi.uuid }));
    return plan;
  };
  const issued = cfdi.issuer.rfc === ctx.rfc;
  const received = cfdi.receiver.rfc === ctx.rfc;
  if (cfdi.issuer.rfc === cfdi.receiver.rfc) {
    return error(
      `El emisor y el receptor tienen el mismo RFC (${cfdi.issuer.rfc}): el CFDI no es válido.`,
    );
  }
  if (!issued && !received) {
    return error(
      `Este CFDI no es de tu empresa: lo emite ${cfdi.issuer.rfc} y lo recibe ${cfdi.receiver.rfc}, y tu RFC es ${ctx.rfc}.`,
    );
  }
  if (cfdi.type === 'T') {
    plan.rows.push(
      skippedRow(
        line,
        source,
        'ignored',
        'CFDI de traslado: ampara el transporte de mercancía y no mueve dinero.',
        {
          uuid: cfdi.uuid,
        },
      ),
    );
    return plan;
  }
  if (cfdi.type === 'I' && cfdi.payments) {
    return error('El CFDI es de ingreso (I) pero trae un complemento de pagos: no es coherente.');
  }
  const mxn = cfdi.currency === 'MXN';
  if (!mxn && cfdi.currency !== 'XXX' && !cfdi.rate) {
    return error(`El CFDI está en ${cfdi.currency} y no trae tipo de cambio.`);
  }
  /** An amount of the CFDI's currency in MXN centavos. */
  const inMxn = (d: Decimal | null) =>
    d ? (mxn || !cfdi.rate ? toHundredths(d) : toHundredths(d, cfdi.rate)) : 0;
  const key = cfdiKey(cfdi, ctx.fileHash);
  const stamped = cfdi.uuid !== null;
  const counterpart = issued ? cfdi.receiver : cfdi.issuer;
  const folio = folioOf(cfdi);
  const label = `${folio ? `${folio} · ` : ''}${counterpart.name}`;
  const ownType: EntryType = issued ? 'income' : 'expense';
  const categoryFor = (type: EntryType) =>
    type === 'income'
      ? 'Ventas'
      : categorize(`${counterpart.name} ${cfdi.concepts.join(' ')}`, type, ctx.rules);
  const taxes = {
    subtotalCentavos: inMxn(cfdi.subtotal),
    ivaCentavos: inMxn(cfdi.ivaTransferred),
    isrWithheldCentavos: inMxn(cfdi.isrWithheld),
    ivaWithheldCentavos: inMxn(cfdi.ivaWithheld),
  };
  const row = (extra: Partial<PlanRow>): PlanRow => ({
    line,
    source,
    action: stamped ? 'create' : 'confirm',
    kind: 'entry',
    date: cfdi.date,
    type: ownType,
    amountCentavos: null,
    description: null,
    category: null,
    uuid: cfdi.uuid,
    reason: stamped
      ? null
      : 'El CFDI no tiene UUID (no está timbrado): se importa solo si lo confirmas, y queda marcado.',
    ...extra,
  });
  const total = inMxn(cfdi.total);

  if (cfdi.type === 'P') {
    let cash = 0;
    let n = 0;
    const type = ownType;
    for (const pago of cfdi.payments ?? []) {
      const pagoRate = pago.currency === 'MXN' ? null : pago.rate;
      const docs = pago.docs.length > 0 ? pago.docs : [null];
      for (const doc of docs) {
        n += 1;
        // In the payment's currency (ImpPagado ÷ EquivalenciaDR), then in MXN at TipoCambioP.
        const rate = pagoRate ? [pagoRate] : [];
        const inPayment = (d: Decimal) =>
          !doc || doc.currency === pago.currency
            ? toHundredths(d, ...rate)
            : divideToHundredths(d, doc.equivalence, ...rate);
        const amount = inPayment(doc ? doc.paid : pago.amount);
        if (amount <= 0) continue;
        // The payment's share of the invoice's taxes (ImpuestosDR): what makes its income or
        // expense before IVA (the entry's net) and the IVA of the month it was paid (cash basis).
        const drTax = (d: Decimal | null | undefined) => (d ? inPayment(d) : null);
        const iva = drTax(doc?.ivaTransferred);
        const isrWithheld = drTax(doc?.isrWithheld);
        const ivaWithheld = drTax(doc?.ivaWithheld);
        const taxed = iva !== null || isrWithheld !== null || ivaWithheld !== null;
        cash += amount;
        plan.entries.push({
          counterpartRfc: counterpart.rfc,
          line,
          externalId: `${key}#${n}`,
          date: pago.date,
          type,
          amountCentavos: amount,
          description: `Pago ${doc?.uuid ? `de la factura ${doc.uuid.slice(0, 8)} ` : ''}· ${counterpart.name}`,
          category: categoryFor(type),
          subtotalCentavos: taxed
            ? amount - (iva ?? 0) + (isrWithheld ?? 0) + (ivaWithheld ?? 0)
            : null,
          ivaCentavos: iva,
          isrWithheldCentavos: isrWithheld,
          ivaWithheldCentavos: ivaWithheld,
          ...(doc?.uuid
            ? {
                settles: { documentUuid: doc.uuid, amountOriginalCentavos: toHundredths(doc.paid) },
              }
            : {}),
        });
        if (doc?.uuid) {
          plan.settlements.push({
            line,
            documentUuid: doc.uuid,
            kind: 'payment',
            date: pago.date,
            amountOriginalCentavos: toHundredths(doc.paid),
          });
        }
      }
    }
    if (plan.entries.length === 0)
      return error('El complemento de pagos no trae ningún pago mayor que cero.');
    plan.cfdis.push({ line, key, stamped });
    plan.rows.push(
      row({
        kind: 'settlement',
        date: plan.entries[0]?.date ?? cfdi.date,
        amountCentavos: cash,
        description: `Complemento de pago (${n} ${n === 1 ? 'documento' : 'documentos'}) · ${counterpart.name}`,
        category: categoryFor(ownType),
      }),
    );
    return plan;
  }

  if (total <= 0) {
    plan.rows.push(
      skippedRow(line, source, 'ignored', 'El CFDI tiene total cero: no mueve dinero.', {
        uuid: cfdi.uuid,
      }),
    );
    return plan;
  }

  if (cfdi.type === 'N') {
    if (!issued) {
      plan.rows.push(
        skippedRow(
          line,
          source,
          'ignored',
          'Es un recibo de nómina que tu empresa recibió como trabajadora: no es un gasto de la empresa.',
          {
            uuid: cfdi.uuid,
          },
        ),
      );
      return plan;
    }
    const date = cfdi.payrollDate ?? cfdi.date;
    const description = `Nómina · ${counterpart.name}`;
    plan.entries.push({
      counterpartRfc: counterpart.rfc,
      line,
      externalId: key,
      date,
      type: 'expense',
      amountCentavos: total,
      description,
      category: 'Nómina',
      ...taxes,
      // The payroll's cost is its gross (SubTotal): what was paid (Total) plus the ISR and the
      // worker's IMSS withheld, which the company owes on the 17th (issue 32).
      isrWithheldCentavos: inMxn(cfdi.payrollIsrWithheld) || null,
      otherWithheldCentavos: inMxn(cfdi.payrollOtherDeductions) || null,
    });
    plan.cfdis.push({ line, key, stamped });
    plan.rows.push(
      row({ date, type: 'expense', amountCentavos: total, description, category: 'Nómina' }),
    );
    return plan;
  }

  if (cfdi.type === 'E') {
    const related = cfdi.related.find((r) => ctx.knownDocuments.has(r.uuid));
    plan.cfdis.push({ line, key, stamped });
    if (related) {
      plan.settlements.push({
        line,
        documentUuid: related.uuid,
        kind: 'credit-note',
        date: cfdi.date,
        amountOriginalCentavos: toHundredths(cfdi.total),
      });
      plan.rows.push(
        row({
          kind: 'settlement',
          type: null,
          amountCentavos: total,
          description:
            `Nota de crédito ${folio ?? ''} · reduce la factura ${related.uuid.slice(0, 8)}`.replace(
              '  ',
              ' ',
            ),
        }),
      );
      return plan;
    }
    // A credit note on an invoice already paid (or unknown): money goes back the other way.
    const type: EntryType = issued ? 'expense' : 'income';
    const description = `Nota de crédito · ${label}`;
    plan.entries.push({
      counterpartRfc: counterpart.rfc,
      line,
      externalId: key,
      date: cfdi.date,
      type,
      amountCentavos: total,
      description,
      category: 'Notas de crédito',
      ...taxes,
    });
    plan.rows.push(row({ type, amountCentavos: total, description, category: 'Notas de crédito' }));
    return plan;
  }

  // Ingreso: paid in one payment (PUE, or no method said) is cash; paid later (PPD) is owed.
  if (cfdi.paymentMethod === 'PPD') {
    // The terms the owner set for the counterpart, else the invoice's CondicionesDePago, else 30.
    const days =
      ctx.counterpartTerms.get(counterpart.rfc) ??
      termsDays(cfdi.paymentTerms) ??
      TERMS_DAYS.default;
    const dueDate = addDays(cfdi.date, days);
    const direction = issued ? 'receivable' : 'payable';
    plan.documents.push({
      line,
      uuid: cfdi.uuid ?? key,
      direction,
      counterpartName: counterpart.name,
      counterpartRfc: counterpart.rfc,
      folio,
      issueDate: cfdi.date,
      dueDate,
      currency: cfdi.currency,
      exchangeRate: mxn || !cfdi.rate ? '1' : formatDecimal(cfdi.rate),
      totalOriginalCentavos: toHundredths(cfdi.total),
      totalCentavos: total,
      ...taxes,
      stamped,
    });
    plan.cfdis.push({ line, key, stamped });
    plan.rows.push(
      row({
        kind: direction,
        amountCentavos: total,
        description: `${issued ? 'Por cobrar' : 'Por pagar'} (vence el ${dueDate}) · ${label}`,
        category: categoryFor(ownType),
      }),
    );
    return plan;
  }
  const description = `Factura ${label}`;
  const category = categoryFor(ownType);
  plan.entries.push({
    counterpartRfc: counterpart.rfc,
    line,
    externalId: key,
    date: cfdi.date,
    type: ownType,
    amountCentavos: total,
    description,
    category,
    ...taxes,
  });
  plan.cfdis.push({ line, key, stamped });
  plan.rows.push(
    row({
      amountCentavos: total,
      description,
      category,
      reason:
        [
          row({}).reason,
          cfdi.paymentMethod
            ? null
            : 'El CFDI no dice su método de pago: se tomó como pagado en una exhibición (PUE).',
        ]
          .filter(Boolean)
          .join(' ') || null,
    }),
  );
  return plan;
}

function formatDecimal(d: Decimal): string {
  const negative = d.value < 0n;
  const digits = (negative ? -d.value : d.value).toString().padStart(d.scale + 1, '0');
  const whole = digits.slice(0, digits.length - d.scale);
  const fraction = digits.slice(digits.length - d.scale);
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}
