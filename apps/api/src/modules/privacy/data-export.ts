import { PassThrough, Transform } from 'node:stream';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import yazl from 'yazl';
import type { Db, Queryable } from '../../db/client.ts';
import { streamRows } from '../../db/stream.ts';
import type { ModuleDeps } from '../../lib/module.ts';
import type { AuthContext } from '../../lib/request-auth.ts';
import { csvLines } from '../../lib/spreadsheet-cells.ts';
import { exportCompanyData } from '../financial-data/index.ts';

/**
 * "Descargar mis datos" (issue 20; LFPDPPP's access right): everything the company holds and
 * everything about the person asking, as a ZIP. `empresa.json` is the export document (which the
 * import reads back); `tablas/` has every table's rows as JSON and CSV, found from the database's
 * own catalogue, so a table added later is in the download without anyone remembering to add it
 * (the test fails on a table that is neither exported nor named below as not the owner's data).
 */

/** Tables of the company with a column `user_id` that are one person's: only theirs go out. */
const PERSONAL_IN_COMPANY = new Set(['agent_chat_messages', 'notifications']);
/** Tables that are not a company's or a person's data, or hold only secrets. */
export const NOT_EXPORTED = new Set([
  'rate_limits', // counters per address, no one's data
  'mail_outbox', // the mail queue (what was sent is in the person's own mailbox)
  'contact_messages', // the public contact form's visitors, not the company's
  'password_reset_tokens', // secrets only
]);
/** Columns that are secrets, never written out. */
const SECRET_COLUMNS = new Set(['password_hash', 'token_hash', 'webhook_secret']);
/** Tables scoped through a parent: the WHERE that picks the company's rows ($1). */
const THROUGH_PARENT: Record<string, string> = {
  webhook_deliveries: 'rule_id IN (SELECT id FROM automation_rules WHERE company_id = $1)',
};

export type ExportedTable = { table: string; columns: string[]; where: string };

/** Every table of the company and of the person, with its readable columns and its scope. */
export async function exportedTables(db: Queryable): Promise<ExportedTable[]> {
  const { rows } = await db.execute<{ table_name: string; columns: string[] }>(
    sql`SELECT table_name, array_agg(column_name::text ORDER BY ordinal_position) AS columns
     FROM information_schema.columns
     WHERE table_schema = 'public' AND data_type <> 'bytea'
     GROUP BY table_name ORDER BY table_name`,
  );
  const tables: ExportedTable[] = [];
  for (const { table_name: table, columns: all } of rows) {
    if (NOT_EXPORTED.has(table)) continue;
    const columns = all.filter((c) => !SECRET_COLUMNS.has(c));
    const has = (c: string) => columns.includes(c);
    let where: string | null = null;
    if (table === 'companies') where = 'id = $1';
    else if (table === 'users') where = 'id = $2';
    else if (THROUGH_PARENT[table]) where = THROUGH_PARENT[table];
    else if (has('company_id') && PERSONAL_IN_COMPANY.has(table))
      where = 'company_id = $1 AND user_id = $2';
    else if (has('company_id')) where = 'company_id = $1';
    else if (has('user_id')) where = 'user_id = $2';
    // Both ids are always bound ($1 the company, $2 the person), so name each one.
    if (where)
      tables.push({
        table,
        columns,
        where: `(${where})${where.includes('$1') ? '' : ' AND $1::uuid IS NOT NULL'}${where.includes('$2') ? '' : ' AND $2::uuid IS NOT NULL'}`,
      });
  }
  return tables;
}

const README = `Tus datos en Caudal

Este archivo contiene todo lo que Caudal guarda de tu empresa y de ti:

- empresa.json: tus productos, costos, movimientos de caja, clientes, inversiones, metas,
  presupuestos, escenarios y crecimiento, en el formato que Caudal puede volver a importar
  (Configuración > Importar datos).
- tablas/: cada tabla de la base de datos con tus filas, en JSON y en CSV (UTF-8, se abre en
  Excel). Los montos que terminan en _cents están en centavos: divide entre 100 para pesos.

No incluye contraseñas ni claves de sesión: Caudal guarda solo su huella cifrada.
Derechos ARCO (acceso, rectificación, cancelación y oposición): escribe a través de la página
de contacto.
`;

function rowsQuery(t: ExportedTable) {
  const cols = t.columns.map((c) => pg.escapeIdentifier(c)).join(', ');
  return `SELECT row_to_json(r) AS row FROM (SELECT ${cols} FROM ${pg.escapeIdentifier(t.table)}
    WHERE ${t.where}) r`;
}

/** One JSON array, a row at a time. */
function toJsonArray(): Transform {
  let first = true;
  return new Transform({
    writableObjectMode: true,
    transform(chunk: { row: unknown }, _enc, done) {
      const prefix = first ? '[\n' : ',\n';
      first = false;
      done(null, prefix + JSON.stringify(chunk.row));
    },
    flush(done) {
      done(null, first ? '[]\n' : '\n]\n');
    },
  });
}

const cell = (v: unknown) =>
  v === null || v === undefined ? '' : typeof v === 'object' ? JSON.stringify(v) : v;

/** CSV with a BOM and a header, formulae neutralised (lib/spreadsheet-cells). */
function toCsv(columns: string[]): Transform {
  let first = true;
  return new Transform({
    writableObjectMode: true,
    transform(chunk: { row: Record<string, unknown> }, _enc, done) {
      const values = columns.map((c) => cell(chunk.row[c]));
      const line = csvLines([values]);
      const head = first ? `\uFEFF${csvLines([], columns)}\r\n` : '';
      first = false;
      done(null, `${head}${line}\r\n`);
    },
    flush(done) {
      done(null, first ? `\uFEFF${csvLines([], columns)}\r\n` : '');
    },
  });
}

/** Pipes a query's rows through a transform; a failing query fails the entry it feeds. */
async function entryStream(pool: pg.Pool, t: ExportedTable, ids: string[], into: Transform) {
  const rows = await streamRows(pool, rowsQuery(t), ids);
  rows.once('error', (error) => into.destroy(error));
  return rows.pipe(into);
}

/** The ZIP as a stream: entries are read one after the other, one database client at a time. */
export async function dataExportZip(
  deps: Pick<ModuleDeps, 'db' | 'clock'> & { db: Db },
  auth: AuthContext,
): Promise<NodeJS.ReadableStream> {
  const { db } = deps;
  const pool = db.$client;
  const [doc, tables] = await Promise.all([exportCompanyData(deps, auth), exportedTables(db)]);
  const zip = new yazl.ZipFile();
  // A table that fails to read ends the download as failed, never as a ZIP missing a file.
  zip.on('error', (error: Error) => (zip.outputStream as PassThrough).destroy(error));
  zip.addBuffer(Buffer.from(README, 'utf8'), 'LEEME.txt');
  zip.addBuffer(Buffer.from(JSON.stringify(doc, null, 2), 'utf8'), 'empresa.json');
  const ids = [auth.companyId, auth.userId];
  for (const t of tables) {
    zip.addReadStreamLazy(`tablas/${t.table}.json`, (cb) => {
      entryStream(pool, t, ids, toJsonArray()).then(
        (s) => cb(null, s),
        (error: Error) => cb(error, new PassThrough()),
      );
    });
    zip.addReadStreamLazy(`tablas/${t.table}.csv`, (cb) => {
      entryStream(pool, t, ids, toCsv(t.columns)).then(
        (s) => cb(null, s),
        (error: Error) => cb(error, new PassThrough()),
      );
    });
  }
  zip.end();
  return zip.outputStream;
}
