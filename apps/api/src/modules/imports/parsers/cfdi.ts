import type { Element } from '@xmldom/xmldom';
import { type Decimal, parseDecimal } from './decimal.ts';
import { attr, child, children, descendants, MalformedXmlError, parseXml } from './xml.ts';

export const CFDI_TYPES = ['I', 'E', 'T', 'N', 'P'] as const;
export type CfdiType = (typeof CFDI_TYPES)[number];

export type CfdiParty = { rfc: string; name: string };

export type CfdiPaymentDoc = {
  /** The paid invoice's UUID, upper case; null when the complement does not say. */
  uuid: string | null;
  currency: string;
  /** Units of the document's currency per unit of the payment's (EquivalenciaDR), 1 if absent. */
  equivalence: Decimal;
  paid: Decimal;
  balanceAfter: Decimal | null;
  /**
   * The payment's share of the document's taxes (Pagos 2.0 ImpuestosDR, in the document's
   * currency): the IVA transferred and the ISR and IVA withheld; null where the complement does
   * not say (Pagos 1.0, or a document without taxes).
   */
  ivaTransferred: Decimal | null;
  isrWithheld: Decimal | null;
  ivaWithheld: Decimal | null;
};

export type CfdiPayment = {
  /** FechaPago's day. */
  date: string;
  currency: string;
  /** MXN per unit of the payment's currency (TipoCambioP), 1 if absent. */
  rate: Decimal;
  amount: Decimal;
  docs: CfdiPaymentDoc[];
};

/** What the importer reads of a CFDI 3.3 or 4.0: the Comprobante and its complements. */
export type Cfdi = {
  version: '3.3' | '4.0';
  uuid: string | null;
  /** Fecha's day, YYYY-MM-DD. */
  date: string;
  serie: string | null;
  folio: string | null;
  type: CfdiType;
  paymentMethod: 'PUE' | 'PPD' | null;
  paymentForm: string | null;
  paymentTerms: string | null;
  currency: string;
  rate: Decimal | null;
  subtotal: Decimal;
  discount: Decimal | null;
  total: Decimal;
  issuer: CfdiParty;
  receiver: CfdiParty;
  concepts: string[];
  ivaTransferred: Decimal | null;
  isrWithheld: Decimal | null;
  ivaWithheld: Decimal | null;
  related: { relation: string | null; uuid: string }[];
  payments: CfdiPayment[] | null;
  /** Nómina 1.2: the day it was paid. */
  payrollDate: string | null;
  /**
   * Nómina 1.2's deductions: the ISR withheld (TotalImpuestosRetenidos) and the rest
   * (TotalOtrasDeducciones: the worker's IMSS, loans…); null without a payroll complement.
   */
  payrollIsrWithheld: Decimal | null;
  payrollOtherDeductions: Decimal | null;
};

export type CfdiResult = { ok: true; cfdi: Cfdi } | { ok: false; reason: string };

const fail = (reason: string): CfdiResult => ({ ok: false, reason });

/** 'YYYY-MM-DD' from an xs:dateTime or date ('2020-01-01T22:40:38'), or null. */
function dayOf(value: string | null): string | null {
  if (!value) return null;
  const day = value.slice(0, 10);
  const [y, m, d] = day.split('-').map(Number);
  if (!y || !m || !d || day.length !== 10) return null;
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCMonth() === m - 1 && date.getUTCDate() === d ? day : null;
}

const IVA = '002';
const ISR = '001';

/**
 * The sum of the Importe of the taxes of `tag` whose Impuesto is `tax`; null if there are none.
 * `suffix` 'DR' reads a payment document's (ImpuestoDR, ImporteDR).
 */
function taxTotal(
  impuestos: Element | undefined,
  group: string,
  tag: string,
  tax: string,
  suffix: '' | 'DR' = '',
) {
  const list = impuestos ? child(impuestos, group) : undefined;
  if (!list) return null;
  let total: Decimal | null = null;
  for (const item of children(list, tag)) {
    if (attr(item, `Impuesto${suffix}`) !== tax) continue;
    const amount = parseDecimal(attr(item, `Importe${suffix}`) ?? '0') ?? {
      value: 0n,
      scale: 0,
    };
    total = total ? addDecimals(total, amount) : amount;
  }
  return total;
}

function addDecimals(a: Decimal, b: Decimal): Decimal {
  const scale = Math.max(a.scale, b.scale);
  return {
    value: a.value * 10n ** BigInt(scale - a.scale) + b.value * 10n ** BigInt(scale - b.scale),
    scale,
  };
}

function party(element: Element | undefined): CfdiParty | null {
  const rfc = attr(element, 'Rfc')?.toUpperCase();
  if (!rfc) return null;
  return { rfc, name: attr(element, 'Nombre') ?? rfc };
}

function payments(complements: Element[]): CfdiPayment[] | null | string {
  const pagos = complements.flatMap((c) => children(c, 'Pagos'));
  if (pagos.length === 0) return null;
  const list: CfdiPayment[] = [];
  for (const pago of pagos.flatMap((p) => children(p, 'Pago'))) {
    const date = dayOf(attr(pago, 'FechaPago'));
    const amount = parseDecimal(attr(pago, 'Monto') ?? '');
    if (!date || !amount) return 'un pago del complemento no tiene FechaPago o Monto válidos';
    const docs: CfdiPaymentDoc[] = [];
    for (const doc of children(pago, 'DoctoRelacionado')) {
      const uuid = attr(doc, 'IdDocumento')?.toUpperCase() ?? null;
      const paid = parseDecimal(attr(doc, 'ImpPagado') ?? '');
      if (!paid) return 'un documento del pago no tiene ImpPagado';
      const taxes = child(doc, 'ImpuestosDR');
      docs.push({
        uuid,
        currency: attr(doc, 'MonedaDR') ?? 'MXN',
        equivalence: parseDecimal(attr(doc, 'EquivalenciaDR') ?? '1') ?? { value: 1n, scale: 0 },
        paid,
        balanceAfter: parseDecimal(attr(doc, 'ImpSaldoInsoluto') ?? ''),
        ivaTransferred: taxTotal(taxes, 'TrasladosDR', 'TrasladoDR', IVA, 'DR'),
        isrWithheld: taxTotal(taxes, 'RetencionesDR', 'RetencionDR', ISR, 'DR'),
        ivaWithheld: taxTotal(taxes, 'RetencionesDR', 'RetencionDR', IVA, 'DR'),
      });
    }
    list.push({
      date,
      currency: attr(pago, 'MonedaP') ?? 'MXN',
      rate: parseDecimal(attr(pago, 'TipoCambioP') ?? '1') ?? { value: 1n, scale: 0 },
      amount,
      docs,
    });
  }
  return list;
}

/**
 * Reads a CFDI 3.3 or 4.0 with a conforming XML parser. Refuses, with the reason in Spanish,
 * what is not well-formed, not a CFDI, a CFDI 3.2 or older, or lacks what the import needs.
 */
export function parseCfdi(text: string): CfdiResult {
  let root: Element;
  try {
    root = parseXml(text);
  } catch (error) {
    if (!(error instanceof MalformedXmlError)) throw error;
    const where = error.line ? ` (línea ${error.line})` : '';
    return fail(`El XML está mal formado${where}: no se puede leer.`);
  }
  if (
    root.localName !== 'Comprobante' ||
    !root.namespaceURI?.startsWith('http://www.sat.gob.mx/cfd/')
  ) {
    return fail('El XML no es un CFDI: no tiene el Comprobante del SAT.');
  }
  const version = attr(root, 'Version') ?? attr(root, 'version');
  if (version !== '3.3' && version !== '4.0') {
    return fail(
      `Es un CFDI versión ${version ?? 'desconocida'}: solo se importan CFDI 3.3 y 4.0 (las versiones 3.2 y anteriores dejaron de ser válidas en 2017).`,
    );
  }
  const type = attr(root, 'TipoDeComprobante') as CfdiType | null;
  if (!type || !CFDI_TYPES.includes(type)) return fail('El CFDI no dice su tipo de comprobante.');
  const date = dayOf(attr(root, 'Fecha'));
  if (!date) return fail('El CFDI no tiene una fecha válida.');
  const issuer = party(child(root, 'Emisor'));
  const receiver = party(child(root, 'Receptor'));
  if (!issuer || !receiver) return fail('El CFDI no tiene el RFC del emisor o del receptor.');
  const subtotal = parseDecimal(attr(root, 'SubTotal') ?? '');
  const total = parseDecimal(attr(root, 'Total') ?? '');
  if (!subtotal || !total) return fail('El CFDI no tiene un subtotal o total válidos.');
  const method = attr(root, 'MetodoPago');
  const currency = attr(root, 'Moneda') ?? 'MXN';
  const rateText = attr(root, 'TipoCambio');
  const rate = rateText ? parseDecimal(rateText) : null;
  if (rateText && !rate) return fail(`El tipo de cambio «${rateText}» no es un número.`);
  const complements = children(root, 'Complemento');
  const stamp = complements.flatMap((c) => children(c, 'TimbreFiscalDigital'))[0];
  const impuestos = child(root, 'Impuestos');
  const pays = payments(complements);
  if (typeof pays === 'string') return fail(`El complemento de pagos no se puede leer: ${pays}.`);
  const nomina = complements.flatMap((c) => children(c, 'Nomina'))[0];
  return {
    ok: true,
    cfdi: {
      version,
      uuid: attr(stamp, 'UUID')?.toUpperCase() ?? null,
      date,
      serie: attr(root, 'Serie'),
      folio: attr(root, 'Folio'),
      type,
      paymentMethod: method === 'PUE' || method === 'PPD' ? method : null,
      paymentForm: attr(root, 'FormaPago'),
      paymentTerms: attr(root, 'CondicionesDePago'),
      currency,
      rate,
      subtotal,
      discount: parseDecimal(attr(root, 'Descuento') ?? ''),
      total,
      issuer,
      receiver,
      concepts: descendants(root, 'Concepto')
        .map((c) => attr(c, 'Descripcion'))
        .filter((d): d is string => d !== null),
      ivaTransferred: taxTotal(impuestos, 'Traslados', 'Traslado', IVA),
      isrWithheld: taxTotal(impuestos, 'Retenciones', 'Retencion', ISR),
      ivaWithheld: taxTotal(impuestos, 'Retenciones', 'Retencion', IVA),
      related: children(root, 'CfdiRelacionados').flatMap((group) =>
        children(group, 'CfdiRelacionado')
          .map((r) => ({
            relation: attr(group, 'TipoRelacion'),
            uuid: attr(r, 'UUID')?.toUpperCase(),
          }))
          .filter((r): r is { relation: string | null; uuid: string } => Boolean(r.uuid)),
      ),
      payments: pays,
      payrollDate: dayOf(attr(nomina, 'FechaPago')),
      payrollIsrWithheld: parseDecimal(
        attr(nomina && child(nomina, 'Deducciones'), 'TotalImpuestosRetenidos') ?? '',
      ),
      payrollOtherDeductions: parseDecimal(
        attr(nomina && child(nomina, 'Deducciones'), 'TotalOtrasDeducciones') ?? '',
      ),
    },
  };
}
