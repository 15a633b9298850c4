import type { CommitImportRequest, ImportPreview } from '@caudal/contracts';
import { useState } from 'react';
import { formatInteger } from '../../lib/format.ts';
import { Alert } from '../ui/alert.tsx';
import { Button } from '../ui/button.tsx';
import { CheckboxField } from '../ui/checkbox-field.tsx';
import {
  type CategoryEdits,
  COUNT_LABELS,
  categoryCorrections,
  commitCount,
  commitLabel,
  IMPORT_KIND_LABELS,
} from './import-texts.ts';
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
              <dd className="min-w-0 font-medium wrap-anywhere text-slate-900">{value}</dd>
            </div>
          ))}
      </dl>
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
      {preview.rows.length > 0 ? (
        <PreviewRows
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
