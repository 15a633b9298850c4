import { ENTRY_TYPE_LABELS, type ImportRow } from '@caudal/contracts';
import { useId } from 'react';
import { cn } from '../../lib/cn.ts';
import { formatDate, formatUnitMoney } from '../../lib/format.ts';
import { useMediaQuery } from '../../lib/use-media-query.ts';
import { inputClasses } from '../ui/field-parts.tsx';
import {
  type CategoryEdits,
  categoryEditable,
  ROW_ACTION_LABELS,
  ROW_KIND_LABELS,
} from './import-texts.ts';

type RowsProps = {
  rows: readonly ImportRow[];
  edits: CategoryEdits;
  onEdit: (line: number, category: string) => void;
};

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

/** The categories already in the preview, offered while typing one. */
function CategoryList({ id, rows }: { id: string; rows: readonly ImportRow[] }) {
  const known = [...new Set(rows.map((r) => r.category).filter((c): c is string => !!c))];
  return (
    <datalist id={id}>
      {known.map((category) => (
        <option key={category} value={category} />
      ))}
    </datalist>
  );
}

function CategoryInput({
  row,
  edits,
  onEdit,
  listId,
  className,
}: Omit<RowsProps, 'rows'> & { row: ImportRow; listId: string; className?: string }) {
  return (
    <input
      aria-label={`Categoría de ${row.source}`}
      className={cn(inputClasses, 'min-h-9 py-1', className)}
      list={listId}
      maxLength={60}
      value={edits[row.line] ?? row.category ?? ''}
      onChange={(event) => onEdit(row.line, event.target.value)}
    />
  );
}

function Result({ row }: { row: ImportRow }) {
  return (
    <>
      <span className={cn('font-semibold', ACTION_TONES[row.action])}>
        {ROW_ACTION_LABELS[row.action]}
      </span>
      {row.reason ? <span className="block text-xs text-slate-700">{row.reason}</span> : null}
    </>
  );
}

function RowsTable({ rows, edits, onEdit }: RowsProps) {
  const captionId = useId();
  const listId = useId();
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
                  <CategoryInput
                    row={row}
                    edits={edits}
                    onEdit={onEdit}
                    listId={listId}
                    className="w-40"
                  />
                ) : (
                  (row.category ?? '—')
                )}
              </td>
              <td className="px-3 py-2 text-right whitespace-nowrap tabular-nums">
                {signedAmount(row)}
              </td>
              <td className="px-3 py-2">
                <Result row={row} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <CategoryList id={listId} rows={rows} />
    </section>
  );
}

/** On a phone: one card per row, every field in sight (no sideways scrolling). */
function RowCards({ rows, edits, onEdit }: RowsProps) {
  const listId = useId();
  return (
    <>
      <ul aria-label="Filas del archivo y qué pasará con cada una" className="space-y-2">
        {rows.map((row) => (
          <li key={row.line} className="space-y-1.5 rounded-lg border border-slate-200 p-3 text-sm">
            <p className="flex justify-between gap-3 text-xs text-slate-600">
              <span>{row.source}</span>
              <span>{formatDate(row.date)}</span>
            </p>
            {row.description ? (
              <p className="font-medium wrap-anywhere text-slate-900">{row.description}</p>
            ) : null}
            {row.type || row.amount !== null ? (
              <p className="flex justify-between gap-3">
                <span>
                  {row.type ? ENTRY_TYPE_LABELS[row.type] : '—'}
                  {row.kind && row.kind !== 'entry' ? ` · ${ROW_KIND_LABELS[row.kind]}` : ''}
                </span>
                <span className="font-semibold tabular-nums">{signedAmount(row)}</span>
              </p>
            ) : null}
            {categoryEditable(row) ? (
              <CategoryInput
                row={row}
                edits={edits}
                onEdit={onEdit}
                listId={listId}
                className="w-full"
              />
            ) : row.category ? (
              <p className="text-slate-700">Categoría: {row.category}</p>
            ) : null}
            <p>
              <Result row={row} />
            </p>
          </li>
        ))}
      </ul>
      <CategoryList id={listId} rows={rows} />
    </>
  );
}

/** The preview's rows: a table from 768 px, cards below. */
export function PreviewRows(props: RowsProps) {
  const wide = useMediaQuery('(min-width: 768px)');
  return wide ? <RowsTable {...props} /> : <RowCards {...props} />;
}
