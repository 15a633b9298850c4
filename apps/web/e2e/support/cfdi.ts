import { expect } from 'vitest';
import { registerThroughApi } from './browser.ts';

// Issue 32: a company's month as CFDI 4.0 (a PPD invoice of 11,600, half of it paid by a payment
// complement on the 5th, a PUE purchase of 3,480 on the 12th), for the taxes and the
// reconciliation journeys.

export const COMPANY = 'TEL010101AB1';

/** Mexico City's today, `YYYY-MM-DD`. */
export const mexicoToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City' }).format(new Date());

/** Mexico City's month before today, `YYYY-MM`. */
export function lastMonth(): string {
  const [y, m] = mexicoToday().split('-').map(Number);
  const date = new Date(Date.UTC(y ?? 2026, (m ?? 1) - 2, 1));
  return date.toISOString().slice(0, 7);
}

const header = (attrs: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><cfdi:Comprobante xmlns:cfdi="http://www.sat.gob.mx/cfd/4" xmlns:tfd="http://www.sat.gob.mx/TimbreFiscalDigital" xmlns:pago20="http://www.sat.gob.mx/Pagos20" Version="4.0" ${attrs}>`;
const stamp = (uuid: string) =>
  `<tfd:TimbreFiscalDigital Version="1.1" UUID="${uuid}" FechaTimbrado="2026-01-01T00:00:00"/>`;
const iva = (base: string, amount: string) =>
  `<cfdi:Impuestos TotalImpuestosTrasladados="${amount}"><cfdi:Traslados><cfdi:Traslado Base="${base}" Impuesto="002" TipoFactor="Tasa" TasaOCuota="0.160000" Importe="${amount}"/></cfdi:Traslados></cfdi:Impuestos>`;

export function invoices(month: string, id: string) {
  const uuid = (n: number) => `${id.padEnd(8, '0').slice(0, 8)}-0000-4000-8000-00000000000${n}`;
  const invoice = `${header(`Fecha="${month}-01T10:00:00" SubTotal="10000.00" Moneda="MXN" Total="11600.00" TipoDeComprobante="I" MetodoPago="PPD" Exportacion="01" LugarExpedicion="06000"`)}<cfdi:Emisor Rfc="${COMPANY}" Nombre="TELAS LUCIA" RegimenFiscal="601"/><cfdi:Receptor Rfc="CLI010101AA1" Nombre="CLIENTE GRANDE" UsoCFDI="G03"/><cfdi:Conceptos><cfdi:Concepto ClaveProdServ="11161800" Cantidad="1" ClaveUnidad="E48" Descripcion="Tela" ValorUnitario="10000.00" Importe="10000.00" ObjetoImp="02"/></cfdi:Conceptos>${iva('10000.00', '1600.00')}<cfdi:Complemento>${stamp(uuid(1))}</cfdi:Complemento></cfdi:Comprobante>`;
  const payment = `${header(`Fecha="${month}-05T12:00:00" SubTotal="0" Moneda="XXX" Total="0" TipoDeComprobante="P" Exportacion="01" LugarExpedicion="06000"`)}<cfdi:Emisor Rfc="${COMPANY}" Nombre="TELAS LUCIA" RegimenFiscal="601"/><cfdi:Receptor Rfc="CLI010101AA1" Nombre="CLIENTE GRANDE" UsoCFDI="CP01"/><cfdi:Conceptos><cfdi:Concepto ClaveProdServ="84111506" Cantidad="1" ClaveUnidad="ACT" Descripcion="Pago" ValorUnitario="0" Importe="0" ObjetoImp="01"/></cfdi:Conceptos><cfdi:Complemento><pago20:Pagos Version="2.0"><pago20:Totales MontoTotalPagos="5800.00"/><pago20:Pago FechaPago="${month}-05T12:00:00" FormaDePagoP="03" MonedaP="MXN" Monto="5800.00"><pago20:DoctoRelacionado IdDocumento="${uuid(1)}" MonedaDR="MXN" NumParcialidad="1" ImpSaldoAnt="11600.00" ImpPagado="5800.00" ImpSaldoInsoluto="5800.00" ObjetoImpDR="02"><pago20:ImpuestosDR><pago20:TrasladosDR><pago20:TrasladoDR BaseDR="5000.00" ImpuestoDR="002" TipoFactorDR="Tasa" TasaOCuotaDR="0.160000" ImporteDR="800.00"/></pago20:TrasladosDR></pago20:ImpuestosDR></pago20:DoctoRelacionado></pago20:Pago></pago20:Pagos>${stamp(uuid(2))}</cfdi:Complemento></cfdi:Comprobante>`;
  const purchase = `${header(`Fecha="${month}-12T09:00:00" SubTotal="3000.00" Moneda="MXN" Total="3480.00" TipoDeComprobante="I" MetodoPago="PUE" Exportacion="01" LugarExpedicion="06000"`)}<cfdi:Emisor Rfc="PRO010101AA2" Nombre="HILOS DEL NORTE" RegimenFiscal="601"/><cfdi:Receptor Rfc="${COMPANY}" Nombre="TELAS LUCIA" UsoCFDI="G01"/><cfdi:Conceptos><cfdi:Concepto ClaveProdServ="11161800" Cantidad="1" ClaveUnidad="KGM" Descripcion="Hilo" ValorUnitario="3000.00" Importe="3000.00" ObjetoImp="02"/></cfdi:Conceptos>${iva('3000.00', '480.00')}<cfdi:Complemento>${stamp(uuid(3))}</cfdi:Complemento></cfdi:Comprobante>`;
  return [
    ['factura.xml', invoice],
    ['pago.xml', payment],
    ['compra.xml', purchase],
  ] as const;
}

let n = 0;
type Files = readonly (readonly [name: string, content: string])[];

/**
 * A new owner of a company with RFC `COMPANY`, signed up through the API, with the files
 * `files(id)` makes (a unique `id` per owner, for the CFDI's UUIDs) imported and committed.
 */
export async function ownerWithFiles(base: string, files: (id: string) => Files) {
  n += 1;
  const id = `${Date.now().toString(36)}${n}`;
  const user = {
    email: `iva${id}@example.com`,
    username: `iva${id}`.slice(0, 20),
    full_name: 'Lucía Hernández Ruiz',
    password: 'clave-segura-9',
    company_name: 'Telas Lucía',
  };
  const token = await registerThroughApi(base, user);
  const auth = { authorization: `Bearer ${token}` };
  const company = await fetch(`${base}/api/company`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', ...auth },
    body: JSON.stringify({
      industry: 'retail',
      stage: 'startup',
      employees: 2,
      cashBalance: 20_000,
      rfc: COMPANY,
      onboardingCompleted: true,
    }),
  });
  expect(company.status).toBe(200);
  for (const [name, xml] of files(id)) {
    const form = new FormData();
    form.append('file', new Blob([xml]), name);
    const preview = await fetch(`${base}/api/imports`, {
      method: 'POST',
      headers: auth,
      body: form,
    });
    expect(preview.status, await preview.clone().text()).toBe(201);
    const { id: importId } = (await preview.json()) as { id: string };
    const commit = await fetch(`${base}/api/imports/${importId}/commit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...auth },
      body: '{}',
    });
    expect(commit.status, await commit.clone().text()).toBe(200);
  }
  return user;
}
