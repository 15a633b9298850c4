import { createHash } from 'node:crypto';
import Papa from 'papaparse';
import { type Cfdi, parseCfdi } from './parsers/cfdi.ts';
import { decodeText } from './parsers/encoding.ts';
import { type OfxStatement, parseOfx } from './parsers/ofx.ts';
import { readXlsxRows } from './parsers/xlsx.ts';
import { MalformedXmlError } from './parsers/xml.ts';
import { readZip, XLSX_LIMITS, ZipRefused, zipFileNames } from './parsers/zip.ts';

/**
 * What an uploaded file's parsing does, in a worker thread of `parse-pool.ts` (issue 35): the
 * file's bytes in, plain data out (rows of cells, OFX statements, CFDI read), so a file that
 * would take the server's memory or time ends this worker, never the API.
 */
export type ParseTask =
  | { op: 'table'; kind: 'bank-csv' | 'bank-xlsx'; bytes: Uint8Array }
  | { op: 'ofx'; bytes: Uint8Array }
  | { op: 'cfdi'; zipped: boolean; fileName: string; bytes: Uint8Array };

/** One CFDI file of an upload: read, or why not (an error, or a file that is not a CFDI). */
export type CfdiRead = { line: number; source: string; hash: string } & (
  | { cfdi: Cfdi }
  | { action: 'error' | 'ignored'; reason: string }
);

export type ParseOutput = {
  table: string[][];
  ofx: OfxStatement[];
  cfdi: CfdiRead[];
};

/** A refusal the owner reads (a damaged or oversized file), or the value. */
export type ParseResult<T> = { ok: true; value: T } | { ok: false; refused: string };

function readOne(line: number, source: string, bytes: Uint8Array): CfdiRead {
  const hash = createHash('sha256').update(bytes).digest('hex');
  const parsed = parseCfdi(decodeText(bytes).text);
  if (parsed.ok) return { line, source, hash, cfdi: parsed.cfdi };
  return { line, source, hash, action: 'error', reason: parsed.reason };
}

async function table(kind: 'bank-csv' | 'bank-xlsx', bytes: Buffer): Promise<string[][]> {
  if (kind === 'bank-xlsx') {
    // Its ZIP directory first (the sizes it declares), then the sizes it really inflates to,
    // before exceljs holds any of it: a small file that unpacks to gigabytes stops here.
    await zipFileNames(bytes, XLSX_LIMITS);
    await readZip(bytes, () => {}, { limits: XLSX_LIMITS });
    try {
      return await readXlsxRows(bytes);
    } catch {
      throw new ZipRefused('El archivo de Excel está dañado o no es un .xlsx: no se puede leer.');
    }
  }
  const { text } = decodeText(bytes);
  const parsed = Papa.parse<string[]>(text, {
    skipEmptyLines: false,
    delimitersToGuess: [',', ';', '\t', '|'],
  });
  return parsed.data.map((row) => (Array.isArray(row) ? row.map(String) : []));
}

async function cfdi(zipped: boolean, fileName: string, bytes: Buffer): Promise<CfdiRead[]> {
  if (!zipped) return [readOne(1, fileName, bytes)];
  const read: CfdiRead[] = [];
  let line = 0;
  await readZip(bytes, (name, content) => {
    line += 1;
    const lower = name.toLowerCase();
    const ignore = (reason: string) =>
      read.push({ line, source: name, hash: '', action: 'ignored', reason });
    if (lower.endsWith('.zip'))
      ignore('Es un ZIP dentro del ZIP: no se abre. Descomprímelo y súbelo aparte.');
    else if (!lower.endsWith('.xml')) ignore('No es un XML de CFDI.');
    else read.push(readOne(line, name, content));
  });
  return read;
}

export default async function parse(
  task: ParseTask,
): Promise<ParseResult<ParseOutput[keyof ParseOutput]>> {
  const bytes = Buffer.from(task.bytes.buffer, task.bytes.byteOffset, task.bytes.byteLength);
  try {
    if (task.op === 'table') return { ok: true, value: await table(task.kind, bytes) };
    if (task.op === 'ofx') return { ok: true, value: parseOfx(decodeText(bytes).text) };
    return { ok: true, value: await cfdi(task.zipped, task.fileName, bytes) };
  } catch (error) {
    if (error instanceof ZipRefused) return { ok: false, refused: error.message };
    if (error instanceof MalformedXmlError)
      return { ok: false, refused: 'El archivo OFX está dañado: no se puede leer.' };
    throw error;
  }
}
