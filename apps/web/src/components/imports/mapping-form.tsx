import type { BankMapping } from '@caudal/contracts';
import { type FormEvent, useId, useState } from 'react';
import { Alert } from '../ui/alert.tsx';
import { Button } from '../ui/button.tsx';
import { CheckboxField } from '../ui/checkbox-field.tsx';
import { SegmentedControl } from '../ui/segmented-control.tsx';
import { SelectField } from '../ui/select-field.tsx';
import {
  columnLabel,
  guessMapping,
  type MappingForm as MappingValues,
  mappingFromForm,
} from './import-texts.ts';

const AMOUNT_MODES = [
  { value: 'signed', label: 'Un monto con signo' },
  { value: 'split', label: 'Cargos y abonos' },
] as const;

/** The first rows of the file as read, so the owner sees which column is which. */
function SampleTable({ sample, width }: { sample: readonly (readonly string[])[]; width: number }) {
  const captionId = useId();
  return (
    <section
      aria-labelledby={captionId}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a table wider than a phone scrolls, and the keyboard must reach it.
      tabIndex={0}
      className="max-h-56 overflow-auto rounded-lg border border-slate-200"
    >
      <table className="min-w-full text-left text-xs">
        <caption id={captionId} className="sr-only">
          Primeras filas del archivo
        </caption>
        <thead className="sticky top-0 bg-slate-100 text-slate-700">
          <tr>
            <th scope="col" className="px-2 py-1.5 font-semibold">
              Fila
            </th>
            {Array.from({ length: width }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: columns are positions.
              <th key={i} scope="col" className="px-2 py-1.5 font-semibold whitespace-nowrap">
                Columna {i + 1}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {sample.map((row, r) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are positions in the file.
            <tr key={r} className="border-t border-slate-100">
              <th scope="row" className="px-2 py-1 font-normal text-slate-500">
                {r + 1}
              </th>
              {Array.from({ length: width }, (_, c) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: columns are positions.
                <td key={c} className="max-w-48 truncate px-2 py-1 text-slate-800">
                  {row[c] ?? ''}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/**
 * The columns of a statement whose layout the importer does not know: which row names the
 * columns, and which column is the date, the description, the amounts. The mapping is checked
 * with the contract before the file is sent again; it can be saved for the account.
 */
export function MappingForm({
  sample,
  detail,
  account,
  error,
  onSubmit,
  onBack,
}: {
  sample: readonly (readonly string[])[];
  /** The server's words: why it asks. */
  detail: string;
  account: string;
  /** The server's refusal of the mapping, if any. */
  error: string | null;
  onSubmit: (mapping: BankMapping, save: boolean) => void;
  onBack: () => void;
}) {
  const [values, setValues] = useState<MappingValues>(() => guessMapping(sample));
  const [save, setSave] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const width = Math.max(0, ...sample.map((row) => row.length));
  const columns = Array.from({ length: width }, (_, i) => ({
    value: String(i),
    label: columnLabel(sample, values.headerRow, i),
  }));
  const rows = sample.map((row, i) => ({
    value: String(i),
    label: `Fila ${i + 1}: ${row.join(' · ').slice(0, 48)}`,
  }));
  const set = (key: keyof MappingValues) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [key]: event.target.value }));
  const hasAccount = account.trim() !== '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = mappingFromForm(values);
    if ('error' in result) {
      setProblem(result.error);
      return;
    }
    setProblem(null);
    onSubmit(result.mapping, save && hasAccount);
  };

  const column = (key: keyof MappingValues, label: string, optional = false) => (
    <SelectField
      label={label}
      options={columns}
      placeholder={optional ? 'Ninguna' : 'Elige una columna'}
      value={values[key]}
      onChange={set(key)}
    />
  );

  return (
    <form noValidate onSubmit={submit} aria-label="Indicar las columnas" className="space-y-4">
      <Alert tone="info">{detail}</Alert>
      <SampleTable sample={sample} width={width} />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Fila de encabezados"
          options={rows}
          placeholder="El archivo no tiene encabezados"
          value={values.headerRow}
          onChange={set('headerRow')}
          className="sm:col-span-2"
        />
        {column('date', 'Fecha')}
        {column('description', 'Descripción')}
        {column('reference', 'Referencia (opcional)', true)}
        {column('balance', 'Saldo (opcional)', true)}
      </div>
      <fieldset className="space-y-3">
        <legend className="text-sm font-semibold text-slate-900">¿Cómo vienen los montos?</legend>
        <SegmentedControl
          label="¿Cómo vienen los montos?"
          value={values.amountMode}
          options={AMOUNT_MODES}
          onChange={(amountMode) => setValues((current) => ({ ...current, amountMode }))}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          {values.amountMode === 'signed' ? (
            column('amount', 'Monto (negativo si salió dinero)')
          ) : (
            <>
              {column('charge', 'Cargos (lo que salió)', true)}
              {column('deposit', 'Abonos (lo que entró)', true)}
            </>
          )}
        </div>
      </fieldset>
      <CheckboxField
        label="Guardar este mapeo para la cuenta"
        checked={save && hasAccount}
        disabled={!hasAccount}
        onChange={(event) => setSave(event.target.checked)}
        after={
          <p className="text-slate-600">
            {hasAccount
              ? `La próxima vez que subas un estado de «${account.trim()}» lo leeremos solo.`
              : 'Escribe el nombre de la cuenta en el paso anterior para poder guardarlo.'}
          </p>
        }
      />
      {problem || error ? <Alert>{problem ?? error}</Alert> : null}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onBack}>
          Elegir otro archivo
        </Button>
        <Button type="submit">Leer con estas columnas</Button>
      </div>
    </form>
  );
}
