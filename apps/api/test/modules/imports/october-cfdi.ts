// Issue 32: the October of the done-when, as CFDI 4.0: a PPD invoice of 11,600 (10,000 + IVA
// 1,600) issued by the company, half of it paid by a Pagos 2.0 complement on 5 October (5,800 =
// 5,000 + IVA 800), and a PUE purchase of 3,480 (3,000 + 480) received and paid on 12 October.
// Shared by the tax estimate and the reconciliation tests.

export const COMPANY = 'ABC010101AB1'; // a persona moral: 12 characters
export const CUSTOMER = 'CLI010101AA1';
export const SUPPLIER = 'PRO010101AA2';
export const INVOICE_UUID = 'AAAAAAAA-0000-4000-8000-000000000001';

const header = (attrs: string) =>
  `<?xml version="1.0" encoding="UTF-8"?>
<cfdi:Comprobante xmlns:cfdi="http://www.sat.gob.mx/cfd/4" xmlns:tfd="http://www.sat.gob.mx/TimbreFiscalDigital" xmlns:pago20="http://www.sat.gob.mx/Pagos20" Version="4.0" ${attrs}>`;
const stamp = (uuid: string) =>
  `<tfd:TimbreFiscalDigital Version="1.1" UUID="${uuid}" FechaTimbrado="2026-10-01T00:00:00"/>`;
const iva = (base: string, amount: string) =>
  `<cfdi:Impuestos TotalImpuestosTrasladados="${amount}"><cfdi:Traslados><cfdi:Traslado Base="${base}" Impuesto="002" TipoFactor="Tasa" TasaOCuota="0.160000" Importe="${amount}"/></cfdi:Traslados></cfdi:Impuestos>`;

/** Issued on 20 September: 10,000 + IVA 1,600, paid later (PPD). */
export const ppdInvoice = `${header('Serie="F" Folio="7" Fecha="2026-09-20T10:00:00" SubTotal="10000.00" Moneda="MXN" Total="11600.00" TipoDeComprobante="I" MetodoPago="PPD" FormaPago="99" Exportacion="01" LugarExpedicion="06000"')}
  <cfdi:Emisor Rfc="${COMPANY}" Nombre="TAQUERIA EL PASTOR" RegimenFiscal="601"/>
  <cfdi:Receptor Rfc="${CUSTOMER}" Nombre="CLIENTE GRANDE" UsoCFDI="G03"/>
  <cfdi:Conceptos><cfdi:Concepto ClaveProdServ="90101501" Cantidad="1" ClaveUnidad="E48" Descripcion="Banquete" ValorUnitario="10000.00" Importe="10000.00" ObjetoImp="02"/></cfdi:Conceptos>
  ${iva('10000.00', '1600.00')}
  <cfdi:Complemento>${stamp(INVOICE_UUID)}</cfdi:Complemento>
</cfdi:Comprobante>`;

/** Half of it paid on 5 October: 5,800 = 5,000 + IVA 800 (the complement's TrasladoDR). */
export const payment = `${header('Serie="P" Folio="1" Fecha="2026-10-05T12:00:00" SubTotal="0" Moneda="XXX" Total="0" TipoDeComprobante="P" Exportacion="01" LugarExpedicion="06000"')}
  <cfdi:Emisor Rfc="${COMPANY}" Nombre="TAQUERIA EL PASTOR" RegimenFiscal="601"/>
  <cfdi:Receptor Rfc="${CUSTOMER}" Nombre="CLIENTE GRANDE" UsoCFDI="CP01"/>
  <cfdi:Conceptos><cfdi:Concepto ClaveProdServ="84111506" Cantidad="1" ClaveUnidad="ACT" Descripcion="Pago" ValorUnitario="0" Importe="0" ObjetoImp="01"/></cfdi:Conceptos>
  <cfdi:Complemento>
    <pago20:Pagos Version="2.0">
      <pago20:Totales MontoTotalPagos="5800.00"/>
      <pago20:Pago FechaPago="2026-10-05T12:00:00" FormaDePagoP="03" MonedaP="MXN" Monto="5800.00">
        <pago20:DoctoRelacionado IdDocumento="${INVOICE_UUID.toLowerCase()}" MonedaDR="MXN" NumParcialidad="1" ImpSaldoAnt="11600.00" ImpPagado="5800.00" ImpSaldoInsoluto="5800.00" ObjetoImpDR="02">
          <pago20:ImpuestosDR><pago20:TrasladosDR><pago20:TrasladoDR BaseDR="5000.00" ImpuestoDR="002" TipoFactorDR="Tasa" TasaOCuotaDR="0.160000" ImporteDR="800.00"/></pago20:TrasladosDR></pago20:ImpuestosDR>
        </pago20:DoctoRelacionado>
      </pago20:Pago>
    </pago20:Pagos>
    ${stamp('AAAAAAAA-0000-4000-8000-000000000002')}
  </cfdi:Complemento>
</cfdi:Comprobante>`;

/** Received and paid on 12 October: 3,000 + IVA 480 (PUE). */
export const purchase = `${header('Serie="B" Folio="99" Fecha="2026-10-12T09:00:00" SubTotal="3000.00" Moneda="MXN" Total="3480.00" TipoDeComprobante="I" MetodoPago="PUE" FormaPago="03" Exportacion="01" LugarExpedicion="06000"')}
  <cfdi:Emisor Rfc="${SUPPLIER}" Nombre="CARNES FINAS" RegimenFiscal="601"/>
  <cfdi:Receptor Rfc="${COMPANY}" Nombre="TAQUERIA EL PASTOR" UsoCFDI="G01"/>
  <cfdi:Conceptos><cfdi:Concepto ClaveProdServ="50112000" Cantidad="1" ClaveUnidad="KGM" Descripcion="Carne de res" ValorUnitario="3000.00" Importe="3000.00" ObjetoImp="02"/></cfdi:Conceptos>
  ${iva('3000.00', '480.00')}
  <cfdi:Complemento>${stamp('AAAAAAAA-0000-4000-8000-000000000003')}</cfdi:Complemento>
</cfdi:Comprobante>`;
