import {
  type CashFlowEntry,
  type CashFlowEntryInput,
  CashFlowEntryInputSchema,
  ENTRY_TYPE_LABELS,
} from '@caudal/contracts';
import { Download, FileUp, Plus } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import type { ResourceColumn } from '../../../components/resource-table/resource-form.ts';
import { ResourceTable } from '../../../components/resource-table/resource-table.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { moneyToField, optionalNumber } from '../../../lib/form-values.ts';
import { formatDate, formatInteger, formatMoney, todayInMexicoCity } from '../../../lib/format.ts';
import {
  downloadEntriesCsv,
  ENTRIES_PAGE_SIZE,
  type EntryFilters,
  useEntriesPage,
  useEntryActions,
} from '../api/cash-flow-api.ts';
import { ENTRY_TYPE_OPTIONS } from '../cash-flow-forms.ts';
import { entryDate } from '../cash-flow-texts.ts';

const RECURRING_OPTIONS = [
  { value: 'false', label: 'No' },
  { value: 'true', label: 'Sí' },
] as const;

const columnsFor = (categoryListId: string): readonly ResourceColumn<CashFlowEntry>[] => [
  {
    key: 'date',
    header: 'Fecha',
    cell: (e) => entryDate(e.date),
    toField: (e) => e.date,
    input: { kind: 'date' },
  },
  {
    key: 'type',
    header: 'Tipo',
    cell: (e) => ENTRY_TYPE_LABELS[e.type],
    toField: (e) => e.type,
    input: { kind: 'select', options: ENTRY_TYPE_OPTIONS },
  },
  {
    key: 'category',
    header: 'Categoría',
    cell: (e) => e.category,
    toField: (e) => e.category,
    input: { kind: 'text', list: categoryListId, maxLength: 60 },
  },
  {
    key: 'description',
    header: 'Descripción',
    cell: (e) => e.description,
    toField: (e) => e.description,
    input: { kind: 'text', maxLength: 300 },
  },
  {
    key: 'amount',
    header: 'Monto',
    cell: (e) => (e.type === 'expense' ? `−${formatMoney(e.amount)}` : formatMoney(e.amount)),
    toField: (e) => moneyToField(e.amount),
    fromField: optionalNumber,
    input: { kind: 'number', inputMode: 'decimal', step: 0.01, min: 0 },
    numeric: true,
  },
  {
    key: 'recurring',
    header: 'Recurrente',
    cell: (e) => (e.recurring ? 'Sí' : 'No'),
    toField: (e) => String(e.recurring),
    fromField: (text) => text === 'true',
    input: { kind: 'select', options: RECURRING_OPTIONS },
  },
];

const EMPTY_FILTERS: EntryFilters = {};

function FiltersForm({
  categories,
  applied,
  onApply,
}: {
  categories: readonly string[];
  applied: EntryFilters;
  onApply: (filters: EntryFilters) => void;
}) {
  const [draft, setDraft] = useState<EntryFilters>(applied);
  const set = (key: keyof EntryFilters) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [key]: event.target.value || undefined }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };
  return (
    <form
      aria-label="Filtrar movimientos"
      onSubmit={submit}
      className="grid grid-cols-2 gap-3 lg:grid-cols-6 lg:items-end"
    >
      <TextField
        label="Buscar en la descripción"
        type="search"
        value={draft.q ?? ''}
        onChange={set('q')}
        className="col-span-2"
        maxLength={100}
      />
      <TextField label="Desde" type="date" value={draft.from ?? ''} onChange={set('from')} />
      <TextField label="Hasta" type="date" value={draft.to ?? ''} onChange={set('to')} />
      <SelectField
        label="Tipo"
        placeholder="Todos"
        options={ENTRY_TYPE_OPTIONS}
        value={draft.type ?? ''}
        onChange={set('type')}
      />
      <SelectField
        label="Categoría"
        placeholder="Todas"
        options={categories.map((c) => ({ value: c, label: c }))}
        value={draft.category ?? ''}
        onChange={set('category')}
      />
      <div className="col-span-2 flex gap-2 lg:col-span-6">
        <Button type="submit" variant="secondary" size="sm">
          Filtrar
        </Button>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => {
            setDraft(EMPTY_FILTERS);
            onApply(EMPTY_FILTERS);
          }}
        >
          Limpiar filtros
        </Button>
      </div>
    </form>
  );
}

/**
 * The company's entries, paged by the server, filtered by dates, type, category and text;
 * edited in place (Guardar / Cancelar) and deleted after a confirmation; the CSV of what the
 * filters match; and the button that opens the add-entry modal.
 */
export function EntriesSection({
  categories,
  categoryListId,
  onAdd,
  onImport,
  onExported,
}: {
  categories: readonly string[];
  categoryListId: string;
  onAdd: () => void;
  /** Opens the import dialog (bank statements, CFDI). */
  onImport: () => void;
  /** After a CSV download (a learning step). */
  onExported: () => void;
}) {
  const [filters, setFilters] = useState<EntryFilters>(EMPTY_FILTERS);
  // The cursors of the pages before this one: the first page has none.
  const [trail, setTrail] = useState<string[]>([]);
  const page = trail.length + 1;
  const query = useEntriesPage(filters, trail.at(-1) ?? null);
  const actions = useEntryActions();
  const [exporting, setExporting] = useState<'idle' | 'busy' | 'failed'>('idle');
  const data = query.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / ENTRIES_PAGE_SIZE)) : 1;
  // A deletion can empty the last page: go back to the one before.
  if (data && !query.isPlaceholderData && data.items.length === 0 && trail.length > 0) {
    setTrail(trail.slice(0, -1));
  }

  const exportCsv = async () => {
    setExporting('busy');
    try {
      await downloadEntriesCsv(filters, todayInMexicoCity());
      setExporting('idle');
      onExported();
    } catch {
      setExporting('failed');
    }
  };

  return (
    <section
      aria-labelledby="cash-flow-entries-title"
      className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="cash-flow-entries-title" className="text-lg font-semibold text-slate-900">
          Tus movimientos
        </h2>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            onClick={() => void exportCsv()}
            disabled={exporting === 'busy'}
          >
            <Download aria-hidden="true" className="size-4" />
            {exporting === 'busy' ? 'Exportando...' : 'Exportar CSV'}
          </Button>
          <Button variant="secondary" onClick={onImport}>
            <FileUp aria-hidden="true" className="size-4" />
            Importar
          </Button>
          <Button onClick={onAdd}>
            <Plus aria-hidden="true" className="size-4" />
            Agregar movimiento
          </Button>
        </div>
      </div>
      {exporting === 'failed' ? (
        <Alert>Error al exportar el CSV. Por favor, intenta nuevamente.</Alert>
      ) : null}
      <FiltersForm
        categories={categories}
        applied={filters}
        onApply={(next) => {
          setFilters(next);
          setTrail([]);
        }}
      />
      <div
        aria-busy={query.isPlaceholderData}
        className={query.isPlaceholderData ? 'opacity-60' : undefined}
      >
        <ResourceTable<CashFlowEntry, CashFlowEntryInput>
          title={
            data
              ? `${formatInteger(data.total)} ${data.total === 1 ? 'movimiento' : 'movimientos'}`
              : 'Movimientos'
          }
          item="movimiento"
          emptyText={
            Object.values(filters).some(Boolean)
              ? 'Ningún movimiento coincide con los filtros.'
              : 'Aún no registras movimientos.'
          }
          loadErrorTitle="No pudimos cargar tus movimientos."
          columns={columnsFor(categoryListId)}
          rows={data?.items}
          loadError={query.error}
          onRetry={() => void query.refetch()}
          rowName={(e) => `${e.description} (${formatDate(e.date)})`}
          schema={CashFlowEntryInputSchema}
          onUpdate={actions.update}
          onDelete={actions.remove}
        />
      </div>
      {data && (trail.length > 0 || data.nextCursor) ? (
        <nav
          aria-label="Páginas de movimientos"
          className="flex items-center justify-between gap-3"
        >
          <Button
            variant="secondary"
            size="sm"
            disabled={trail.length === 0}
            onClick={() => setTrail(trail.slice(0, -1))}
          >
            Anterior
          </Button>
          <span className="text-sm text-slate-700">
            Página {page} de {Math.max(page, pages)}
          </span>
          <Button
            variant="secondary"
            size="sm"
            disabled={!data.nextCursor || query.isPlaceholderData}
            onClick={() => {
              const next = data.nextCursor;
              if (next) setTrail([...trail, next]);
            }}
          >
            Siguiente
          </Button>
        </nav>
      ) : null}
    </section>
  );
}
