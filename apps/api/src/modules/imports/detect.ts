import type { ImportKind } from '@caudal/contracts';
import { looksBinary } from './parsers/encoding.ts';

/** The kind of file, or why it cannot be imported (in Spanish). 'zip' is resolved later. */
export type Detected = { kind: ImportKind | 'zip' } | { refused: string };

const startsWith = (bytes: Uint8Array, ...prefix: number[]) =>
  prefix.every((b, i) => bytes[i] === b);

/**
 * What the uploaded bytes are, from their content first (a bank names its CSV .txt, a ZIP may
 * come without extension) and the name only to tell a ZIP of CFDI from an XLSX.
 */
export function detectKind(fileName: string, bytes: Uint8Array): Detected {
  const name = fileName.toLowerCase();
  if (
    bytes.length === 0 ||
    bytes.every((b) => b === 0x20 || b === 0x0a || b === 0x0d || b === 0x09)
  ) {
    return { refused: 'El archivo está vacío.' };
  }
  if (startsWith(bytes, 0x50, 0x4b, 0x03, 0x04) || startsWith(bytes, 0x50, 0x4b, 0x05, 0x06)) {
    if (name.endsWith('.xlsx') || name.endsWith('.xlsm')) return { kind: 'bank-xlsx' };
    return { kind: 'zip' };
  }
  if (startsWith(bytes, 0xd0, 0xcf, 0x11, 0xe0)) {
    return {
      refused:
        'Es un archivo de Excel antiguo (.xls): ábrelo en Excel y guárdalo como .xlsx o .csv.',
    };
  }
  if (startsWith(bytes, 0x25, 0x50, 0x44, 0x46)) {
    return {
      refused:
        'Es un PDF: descarga tu estado de cuenta en CSV, Excel (.xlsx) u OFX, o tus facturas en XML.',
    };
  }
  if (looksBinary(bytes)) {
    return {
      refused:
        'El archivo no es de texto: se aceptan XML de CFDI, ZIP de CFDI, estados de cuenta CSV, Excel (.xlsx) u OFX.',
    };
  }
  // The first characters that are not a BOM or whitespace (ASCII in every encoding accepted).
  let head = '';
  for (const b of bytes.subarray(0, 4096)) {
    if (b === 0xef || b === 0xbb || b === 0xbf || b === 0xff || b === 0xfe || b === 0) continue;
    if (head === '' && (b === 0x20 || b === 0x0a || b === 0x0d || b === 0x09)) continue;
    head += String.fromCharCode(b);
  }
  const upper = head.toUpperCase();
  if (
    upper.startsWith('OFXHEADER') ||
    upper.includes('<OFX>') ||
    upper.includes('<?OFX') ||
    name.endsWith('.ofx') ||
    name.endsWith('.qfx')
  ) {
    return { kind: 'ofx' };
  }
  if (head.startsWith('<')) return { kind: 'cfdi' };
  return { kind: 'bank-csv' };
}
