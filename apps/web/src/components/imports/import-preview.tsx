import {
  type CommitImportRequest,
  IMPORT_PREVIEW_PAGE,
  type ImportPreview,
  type ImportRow,
  ImportUploadFieldsSchema,
} from '@caudal/contracts';
import { useRef, useState } from 'react';
import { formatInteger } from '../../lib/format.ts';
import { Alert } from '../ui/alert.tsx';
import { Button } from '../ui/button.tsx';
import { CheckboxField } from '../ui/checkbox-field.tsx';
import { TextField } from '../ui/text-field.tsx';
import {
  type CategoryEdits,
  COUNT_LABELS,
  categoryCorrections,
  commitCount,
  commitLabel,
  IMPORT_KIND_LABELS,
  reconcilableText,
  summaryLinesText,
} from './import-texts.ts';
import { useImportPage } from './imports-api.ts';
import { PreviewRows } from './preview-rows.tsx';

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
  onExchangeRate,
  onCancel,
}: {
  preview: ImportPreview;
  committing: boolean;
  error: string | null;
  onCommit: (body: CommitImportRequest) => void;
  /** Reads the statement again at this rate (pesos per unit of its currency). */
  onExchangeRate: (rate: string) => void;
  onCancel: () => void;
}) {
  const [edits, setEdits] = useState<CategoryEdits>({});
  const [confirmed, setConfirmed] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const { counts } = preview;
  const n = commitCount(counts, confirmed);
  const cfdi = preview.kind === 'cfdi' || preview.kind === 'cfdi-zip';
  const [offset, setOffset] = useState(0);
  const page = useImportPage(preview, offset);
  const rows = offset === 0 ? preview.rows : (page.data?.rows ?? []);
  // Every row shown so far, so a category corrected on another page is still applied.
  const shown = useRef(new Map<number, ImportRow>());
  for (const row of rows) shown.current.set(row.line, row);

  const commit = () => {
    const result = categoryCorrections([...shown.current.values()], edits);
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
              <dd className="min-w-0 font-medium wrap-anywhere text-slate-900">{value}</dd>
            </div>
          ))}
      </dl>
      {preview.currencyNeeded ? (
        <ExchangeRateForm currency={preview.currencyNeeded} onSubmit={onExchangeRate} />
      ) : null}
      <dl
        aria-label="Resumen de la vista previa"
        className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-5"
      >
        {COUNT_LABELS.map(([key, label]) => (
          <div key={key} className="rounded-lg border border-slate-200 bg-slate-50 px-3 py-1.5">
            <dt className="text-xs text-slate-600">{label}</dt>
            <dd className="text-lg font-bold text-slate-900 tabular-nums">
              {formatInteger(counts[key])}
            </dd>
          </div>
        ))}
      </dl>
      {preview.summaryLines > 0 ? (
        <p className="text-sm text-slate-600">{summaryLinesText(preview.summaryLines)}</p>
      ) : null}
      {preview.reconcilable > 0 && preview.status === 'preview' ? (
        <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          {reconcilableText(preview.reconcilable)}
        </p>
      ) : null}
      {rows.length > 0 ? (
        <div aria-busy={page.isFetching}>
          <PreviewRows
            rows={rows}
            edits={edits}
            onEdit={(line, category) => setEdits((current) => ({ ...current, [line]: category }))}
          />
        </div>
      ) : null}
      {page.isError ? (
        <Alert>
          No pudimos cargar estas filas.{' '}
          <Button variant="secondary" size="sm" onClick={() => void page.refetch()}>
            Reintentar
          </Button>
        </Alert>
      ) : null}
      {preview.rowsTotal > IMPORT_PREVIEW_PAGE ? (
        <nav
          aria-label="Páginas de la vista previa"
          className="flex flex-wrap items-center justify-between gap-2 text-sm text-slate-600"
        >
          <p aria-live="polite">
            Filas {formatInteger(offset + 1)}–
            {formatInteger(Math.min(offset + IMPORT_PREVIEW_PAGE, preview.rowsTotal))} de{' '}
            {formatInteger(preview.rowsTotal)}: primero las que no se importarán y por qué.
          </p>
          <div className="flex gap-2">
            <Button
              variant="secondary"
              size="sm"
              disabled={offset === 0 || page.isFetching}
              onClick={() => setOffset(Math.max(0, offset - IMPORT_PREVIEW_PAGE))}
            >
              Anteriores
            </Button>
            <Button
              variant="secondary"
              size="sm"
              disabled={offset + IMPORT_PREVIEW_PAGE >= preview.rowsTotal || page.isFetching}
              onClick={() => setOffset(offset + IMPORT_PREVIEW_PAGE)}
            >
              Siguientes
            </Button>
          </div>
        </nav>
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

/**
 * A statement in another currency: Caudal keeps the books in pesos, so its movements wait for
 * the rate to convert them at; the file is read again with it.
 */
function ExchangeRateForm({
  currency,
  onSubmit,
}: {
  currency: string;
  onSubmit: (rate: string) => void;
}) {
  const [rate, setRate] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <form
      noValidate
      className="space-y-3 rounded-xl border border-amber-200 bg-amber-50 p-4"
      onSubmit={(event) => {
        event.preventDefault();
        const parsed = ImportUploadFieldsSchema.shape.exchangeRate.safeParse(rate);
        if (rate.trim() === '' || !parsed.success || !parsed.data) {
          setProblem(
            parsed.success
              ? 'Escribe el tipo de cambio.'
              : (parsed.error.issues[0]?.message ?? 'El tipo de cambio no es válido.'),
          );
          return;
        }
        setProblem(null);
        onSubmit(parsed.data);
      }}
    >
      <p className="text-sm text-amber-900">
        Este estado de cuenta está en {currency}. Caudal lleva tus cuentas en pesos: indica a qué
        tipo de cambio convertimos sus movimientos.
      </p>
      <div className="flex flex-wrap items-end gap-3">
        <TextField
          label={`Pesos por 1 ${currency}`}
          inputMode="decimal"
          placeholder="17.45"
          value={rate}
          error={problem ?? undefined}
          onChange={(event) => setRate(event.target.value)}
          className="w-full sm:w-56"
        />
        <Button type="submit">Convertir a pesos</Button>
      </div>
    </form>
  );
}
