import {
  type CommitImportRequest,
  ENTRY_TYPE_LABELS,
  type ImportPreview,
  type ImportRow,
} from '@caudal/contracts';
import { useId, useState } from 'react';
import { cn } from '../../lib/cn.ts';
import { formatDate, formatInteger, formatUnitMoney } from '../../lib/format.ts';
import { Alert } from '../ui/alert.tsx';
import { Button } from '../ui/button.tsx';
import { CheckboxField } from '../ui/checkbox-field.tsx';
import { inputClasses } from '../ui/field-parts.tsx';
import {
  type CategoryEdits,
  COUNT_LABELS,
  categoryCorrections,
  categoryEditable,
  commitCount,
  commitLabel,
  IMPORT_KIND_LABELS,
  ROW_ACTION_LABELS,
  ROW_KIND_LABELS,
} from './import-texts.ts';

const ACTION_TONES: Record<ImportRow['action'], string> = {
  create: 'text-emerald-800',
  duplicate: 'text-slate-600',
  error: 'text-red-700',
  confirm: 'text-amber-800',
  ignored: 'text-slate-600',
};

const signedAmount = (row: ImportRow) =>
  row.amount === null
    ? '—'
    : row.type === 'expense'
      ? `−${formatUnitMoney(row.amount)}`
      : formatUnitMoney(row.amount);

function RowsTable({
  rows,
  edits,
  onEdit,
}: {
  rows: readonly ImportRow[];
  edits: CategoryEdits;
  onEdit: (line: number, category: string) => void;
}) {
  const captionId = useId();
  const listId = useId();
  const known = [...new Set(rows.map((r) => r.category).filter((c): c is string => !!c))];
  return (
    <section
      aria-labelledby={captionId}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a table wider than a phone scrolls, and the keyboard must reach it.
      tabIndex={0}
      className="max-h-96 overflow-auto rounded-lg border border-slate-200"
    >
      <table className="min-w-[56rem] text-left text-sm">
        <caption id={captionId} className="sr-only">
          Filas del archivo y qué pasará con cada una
        </caption>
        <thead className="sticky top-0 z-10 bg-slate-100 text-xs text-slate-700">
          <tr>
            {['Origen', 'Fecha', 'Tipo', 'Descripción', 'Categoría', 'Monto', 'Resultado'].map(
              (h) => (
                <th
                  key={h}
                  scope="col"
                  className={cn('px-3 py-2 font-semibold', h === 'Monto' && 'text-right')}
                >
                  {h}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.line} className="border-t border-slate-100 align-top">
              <th scope="row" className="px-3 py-2 font-normal whitespace-nowrap text-slate-600">
                {row.source}
              </th>
              <td className="px-3 py-2 whitespace-nowrap">{formatDate(row.date)}</td>
              <td className="px-3 py-2">
                {row.type ? ENTRY_TYPE_LABELS[row.type] : '—'}
                {row.kind && row.kind !== 'entry' ? (
                  <span className="block text-xs text-slate-600">{ROW_KIND_LABELS[row.kind]}</span>
                ) : null}
              </td>
              <td className="max-w-64 px-3 py-2 break-words">{row.description ?? '—'}</td>
              <td className="px-3 py-2">
                {categoryEditable(row) ? (
                  <input
                    aria-label={`Categoría de ${row.source}`}
                    className={cn(inputClasses, 'min-h-9 w-40 py-1')}
                    list={listId}
                    maxLength={60}
                    value={edits[row.line] ?? row.category ?? ''}
                    onChange={(event) => onEdit(row.line, event.target.value)}
                  />
                ) : (
                  (row.category ?? '—')
                )}
              </td>
              <td className="px-3 py-2 text-right whitespace-nowrap tabular-nums">
                {signedAmount(row)}
              </td>
              <td className={cn('px-3 py-2', ACTION_TONES[row.action])}>
                <span className="font-semibold">{ROW_ACTION_LABELS[row.action]}</span>
                {row.reason ? (
                  <span className="block text-xs text-slate-700">{row.reason}</span>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <datalist id={listId}>
        {known.map((category) => (
          <option key={category} value={category} />
        ))}
      </datalist>
    </section>
  );
}

/**
 * The preview of an upload: what was detected, what the commit would do (the counts), each row
 * with its reason, the categories to correct, the confirmation the CFDI without UUID need, and
 * "Importar N movimientos" / "Cancelar".
 */
export function ImportPreviewView({
  preview,
  committing,
  error,
  onCommit,
  onCancel,
}: {
  preview: ImportPreview;
  committing: boolean;
  error: string | null;
  onCommit: (body: CommitImportRequest) => void;
  onCancel: () => void;
}) {
  const [edits, setEdits] = useState<CategoryEdits>({});
  const [confirmed, setConfirmed] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const { counts } = preview;
  const n = commitCount(counts, confirmed);
  const cfdi = preview.kind === 'cfdi' || preview.kind === 'cfdi-zip';

  const commit = () => {
    const result = categoryCorrections(preview.rows, edits);
    if ('error' in result) {
      setProblem(result.error);
      return;
    }
    setProblem(null);
    onCommit({ confirm: confirmed, categories: result.categories });
  };

  return (
    <div className="space-y-4">
      <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
        {[
          ['Archivo', preview.fileName],
          ['Tipo', IMPORT_KIND_LABELS[preview.kind]],
          ['Formato detectado', preview.format ?? 'Sin reconocer'],
          preview.account ? ['Cuenta', preview.account] : null,
          preview.rfc ? ['RFC de tu empresa', preview.rfc] : null,
        ]
          .filter((pair): pair is [string, string] => pair !== null)
          .map(([label, value]) => (
            <div key={label} className="flex min-w-0 gap-2">
              <dt className="shrink-0 text-slate-600">{label}:</dt>
              <dd className="min-w-0 font-medium break-all text-slate-900">{value}</dd>
            </div>
          ))}
      </dl>
      <dl
        aria-label="Resumen de la vista previa"
        className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-5"
      >
        {COUNT_LABELS.map(([key, label]) => (
          <div key={key} className="rounded-lg border border-slate-200 bg-slate-50 px-3 py-2">
            <dt className="text-xs text-slate-600">{label}</dt>
            <dd className="text-xl font-bold text-slate-900 tabular-nums">
              {formatInteger(counts[key])}
            </dd>
          </div>
        ))}
      </dl>
      {preview.rows.length > 0 ? (
        <RowsTable
          rows={preview.rows}
          edits={edits}
          onEdit={(line, category) => setEdits((current) => ({ ...current, [line]: category }))}
        />
      ) : null}
      {preview.rowsTotal > preview.rows.length ? (
        <p className="text-sm text-slate-600">
          Se muestran {formatInteger(preview.rows.length)} de {formatInteger(preview.rowsTotal)}{' '}
          filas: primero las que no se importarán y por qué.
        </p>
      ) : null}
      {counts.confirm > 0 ? (
        <CheckboxField
          label={
            cfdi
              ? `Importar también ${counts.confirm === 1 ? 'el CFDI sin UUID' : `los ${formatInteger(counts.confirm)} CFDI sin UUID`} (quedan marcados como no timbrados)`
              : `Importar también ${counts.confirm === 1 ? 'la fila que requiere' : `las ${formatInteger(counts.confirm)} filas que requieren`} confirmación`
          }
          checked={confirmed}
          onChange={(event) => setConfirmed(event.target.checked)}
        />
      ) : null}
      {n === 0 ? <Alert tone="info">Este archivo no trae nada nuevo que importar.</Alert> : null}
      {problem || error ? <Alert>{problem ?? error}</Alert> : null}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={committing}>
          Cancelar
        </Button>
        <Button onClick={commit} disabled={committing || n === 0} aria-busy={committing}>
          {committing ? 'Importando...' : commitLabel(n)}
        </Button>
      </div>
    </div>
  );
}
