import { FileUp } from 'lucide-react';
import { type DragEvent, useId, useRef, useState } from 'react';
import { cn } from '../../lib/cn.ts';
import { formatDecimal } from '../../lib/format.ts';
import { IMPORT_ACCEPT } from './import-texts.ts';

const sizeText = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${formatDecimal(Math.max(0.1, bytes / 1024))} KB`
    : `${formatDecimal(bytes / (1024 * 1024))} MB`;

/**
 * Where a file is dropped, and also a button that opens the file picker (so the keyboard and a
 * screen reader reach it the same way). Only the formats the importer reads are offered.
 */
export function DropZone({
  file,
  onFile,
  describedBy,
}: {
  file: File | null;
  onFile: (file: File) => void;
  /** The id of the text under it (an error about the file). */
  describedBy?: string;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const hintId = useId();
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    const dropped = event.dataTransfer.files[0];
    if (dropped) onFile(dropped);
  };
  return (
    <div>
      <button
        type="button"
        onClick={() => input.current?.click()}
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={drop}
        aria-describedby={[hintId, describedBy].filter(Boolean).join(' ')}
        className={cn(
          'flex w-full flex-col items-center gap-2 rounded-xl border-2 border-dashed px-4 py-8 text-center transition-colors',
          over
            ? 'border-brand-600 bg-brand-50'
            : 'border-slate-300 bg-slate-50 hover:border-brand-600 hover:bg-brand-50',
        )}
      >
        <FileUp aria-hidden="true" className="size-8 text-brand-700" />
        <span className="font-semibold text-slate-900">
          {file ? 'Elegir otro archivo' : 'Arrastra tu archivo aquí o elige uno'}
        </span>
        <span id={hintId} className="text-sm text-slate-600">
          CFDI en XML o ZIP; estados de cuenta en CSV, XLSX u OFX. Hasta 20 MB.
        </span>
      </button>
      <input
        ref={input}
        type="file"
        accept={IMPORT_ACCEPT}
        aria-label="Archivo a importar"
        tabIndex={-1}
        className="hidden"
        onChange={(event) => {
          const chosen = event.target.files?.[0];
          // The same file chosen twice still fires: the input forgets it.
          event.target.value = '';
          if (chosen) onFile(chosen);
        }}
      />
      {file ? (
        <p className="mt-2 text-sm text-slate-700">
          Archivo: <span className="font-semibold wrap-anywhere text-slate-900">{file.name}</span> (
          {sizeText(file.size)})
        </p>
      ) : null}
    </div>
  );
}
