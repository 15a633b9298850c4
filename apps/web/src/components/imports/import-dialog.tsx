import type { BankMapping, CommitImportRequest, ImportPreview } from '@caudal/contracts';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { ApiError, errorMessage } from '../../lib/api-client.ts';
import { COMPANY_DATA_PATH } from '../../lib/company-data-paths.ts';
import { Alert } from '../ui/alert.tsx';
import { Button } from '../ui/button.tsx';
import { Modal } from '../ui/dialog.tsx';
import { ProgressBar } from '../ui/progress-bar.tsx';
import { TextField } from '../ui/text-field.tsx';
import { ClosingBalanceOffer } from './closing-balance.tsx';
import { DropZone } from './drop-zone.tsx';
import { ImportPreviewView } from './import-preview.tsx';
import { committedText, importFileProblem, isBankStatement } from './import-texts.ts';
import { uploadImport, useImportActions } from './imports-api.ts';
import { MappingForm } from './mapping-form.tsx';

type Step =
  | { name: 'choose' }
  | { name: 'uploading'; fraction: number }
  | { name: 'mapping'; preview: ImportPreview }
  | { name: 'preview'; preview: ImportPreview }
  | { name: 'done'; preview: ImportPreview };

const DESCRIPTIONS: Record<Step['name'], string> = {
  choose: 'Sube tus CFDI o el estado de cuenta de tu banco. Antes de guardar verás qué se creará.',
  uploading: 'Subiendo y leyendo tu archivo.',
  mapping: 'Indica qué columna del archivo es cada dato.',
  preview: 'Revisa lo que se importará. Nada se guarda hasta que confirmes.',
  done: 'Listo.',
};

/** The upload's failure: the RFC the CFDI need links to where it is written. */
function UploadError({ error }: { error: unknown }) {
  const message = errorMessage(error, 'No pudimos leer el archivo. Intenta de nuevo.');
  if (error instanceof ApiError && error.field === 'rfc') {
    return (
      <Alert>
        <p>{message}</p>
        <Link to={COMPANY_DATA_PATH} className="mt-1 inline-block font-semibold underline">
          Ir a Datos de tu empresa
        </Link>
      </Alert>
    );
  }
  return <Alert>{message}</Alert>;
}

/**
 * "Importar": choose or drop a file (and the bank account's name), the upload with its progress,
 * the column mapping when the layout is unknown, the preview, the commit. Closing it discards a
 * preview not applied; a commit is undone from the history.
 */
export function ImportDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const actions = useImportActions();
  const [step, setStep] = useState<Step>({ name: 'choose' });
  const [file, setFile] = useState<File | null>(null);
  const [account, setAccount] = useState('');
  const [error, setError] = useState<unknown>(null);
  const [committing, setCommitting] = useState(false);
  const upload = useRef<AbortController | null>(null);

  const discard = (preview: ImportPreview) => {
    if (preview.status === 'preview') void actions.discard(preview.id).catch(() => undefined);
  };

  const reset = () => {
    upload.current?.abort();
    setStep({ name: 'choose' });
    setFile(null);
    setAccount('');
    setError(null);
  };

  const close = (next: boolean) => {
    if (next) return onOpenChange(true);
    if (committing) return;
    if (step.name === 'preview' || step.name === 'mapping') discard(step.preview);
    reset();
    onOpenChange(false);
  };

  const send = async (mapping?: BankMapping, saveMapping?: boolean, exchangeRate?: string) => {
    if (!file) return;
    const superseded = step.name === 'mapping' || step.name === 'preview' ? step.preview : null;
    const controller = new AbortController();
    upload.current = controller;
    setError(null);
    setStep({ name: 'uploading', fraction: 0 });
    try {
      const preview = await uploadImport({
        file,
        account,
        mapping,
        saveMapping,
        exchangeRate,
        signal: controller.signal,
        onProgress: (fraction) => setStep({ name: 'uploading', fraction }),
      });
      if (superseded) discard(superseded);
      void actions.uploaded();
      setStep(preview.mappingNeeded ? { name: 'mapping', preview } : { name: 'preview', preview });
    } catch (failure) {
      if (controller.signal.aborted) return;
      setError(failure);
      if (!superseded) setStep({ name: 'choose' });
      else if (superseded.mappingNeeded) setStep({ name: 'mapping', preview: superseded });
      else setStep({ name: 'preview', preview: superseded });
    }
  };

  const commit = async (preview: ImportPreview, body: CommitImportRequest) => {
    setCommitting(true);
    setError(null);
    try {
      setStep({ name: 'done', preview: await actions.commit(preview.id, body) });
    } catch (failure) {
      setError(failure);
    } finally {
      setCommitting(false);
    }
  };

  const fileProblem = file ? importFileProblem(file) : null;

  return (
    <Modal
      open={open}
      onOpenChange={close}
      title="Importar movimientos"
      description={DESCRIPTIONS[step.name]}
      size={step.name === 'choose' || step.name === 'uploading' ? 'lg' : '2xl'}
    >
      {step.name === 'choose' ? (
        <form
          noValidate
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (file && !fileProblem) void send();
          }}
        >
          <DropZone
            file={file}
            describedBy={fileProblem ? 'import-file-problem' : undefined}
            onFile={(chosen) => {
              setFile(chosen);
              setError(null);
            }}
          />
          {fileProblem ? (
            <p id="import-file-problem" role="alert" className="text-sm font-medium text-red-700">
              {fileProblem}
            </p>
          ) : null}
          <TextField
            label="Cuenta (opcional)"
            value={account}
            maxLength={60}
            onChange={(event) => setAccount(event.target.value)}
            hint={
              file && !isBankStatement(file.name)
                ? 'Solo aplica a estados de cuenta; los CFDI no la usan.'
                : 'El nombre de la cuenta bancaria (por ejemplo «BBVA negocio»): evita duplicados y recuerda sus columnas.'
            }
          />
          {error ? <UploadError error={error} /> : null}
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={() => close(false)}>
              Cancelar
            </Button>
            <Button type="submit" disabled={!file || fileProblem !== null}>
              Subir y revisar
            </Button>
          </div>
        </form>
      ) : null}

      {step.name === 'uploading' ? (
        <div className="space-y-3">
          <ProgressBar value={step.fraction * 100} label="Avance de la subida" />
          <p role="status" className="text-sm text-slate-700">
            {step.fraction < 1
              ? `Subiendo «${file?.name ?? 'archivo'}»: ${Math.round(step.fraction * 100)} %`
              : 'Archivo subido. Leyendo los movimientos...'}
          </p>
          <div className="flex justify-end">
            <Button variant="secondary" onClick={reset}>
              Cancelar
            </Button>
          </div>
        </div>
      ) : null}

      {step.name === 'mapping' && step.preview.mappingNeeded ? (
        <MappingForm
          sample={step.preview.mappingNeeded.sample}
          detail={step.preview.mappingNeeded.detail}
          account={account}
          error={
            error ? errorMessage(error, 'No pudimos leer el archivo con esas columnas.') : null
          }
          onSubmit={(mapping, save) => void send(mapping, save)}
          onBack={() => {
            discard(step.preview);
            reset();
          }}
        />
      ) : null}

      {step.name === 'preview' ? (
        <ImportPreviewView
          preview={step.preview}
          committing={committing}
          error={error ? errorMessage(error, 'No pudimos importar el archivo.') : null}
          onCommit={(body) => void commit(step.preview, body)}
          onExchangeRate={(rate) => void send(undefined, undefined, rate)}
          onCancel={() => close(false)}
        />
      ) : null}

      {step.name === 'done' ? (
        <div className="space-y-4">
          <Alert tone="success">
            <p className="font-semibold">{committedText(step.preview.created ?? 0)}</p>
            <p>Si algo no cuadra, puedes deshacerla desde el historial de importaciones.</p>
          </Alert>
          {step.preview.closingBalance ? (
            <ClosingBalanceOffer closing={step.preview.closingBalance} />
          ) : null}
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={reset}>
              Importar otro archivo
            </Button>
            <Button onClick={() => close(false)}>Cerrar</Button>
          </div>
        </div>
      ) : null}
    </Modal>
  );
}
