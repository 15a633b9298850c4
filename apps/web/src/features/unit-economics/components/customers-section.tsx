import { CUSTOMER_CSV_COLUMNS, type CustomerMonthView } from '@caudal/contracts';
import { type ChangeEvent, type FormEvent, useId, useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { SectionCard } from '../../../components/ui/card.tsx';
import { ScrollRegion } from '../../../components/ui/scroll-region.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { ToneBadge } from '../../../components/ui/tone-badge.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { moneyToField } from '../../../lib/form-values.ts';
import { formatInteger, formatMoney, formatMonthLong } from '../../../lib/format.ts';
import {
  useCustomerActions,
  useCustomerImport,
  useCustomerRecords,
} from '../api/unit-economics-api.ts';

type Form = { month: string; active: string; newOnes: string; marketing: string };
const EMPTY: Form = { month: '', active: '', newOnes: '', marketing: '' };

const MARKETING_SOURCES = {
  record: 'Registrado',
  entries: 'Movimientos de Marketing',
  costs: 'Estimado (costos fijos)',
} as const;

/**
 * The company's customers by month (issue 14): the last 12 months, the owner's records and
 * 'Sin registrar' (no figures) where a month has none (issue 31: nothing estimated); a form to
 * record or correct a month; a CSV import. `id="clientes"`: other screens link here.
 */
export function CustomersSection({ history }: { history: readonly CustomerMonthView[] }) {
  const records = useCustomerRecords();
  const actions = useCustomerActions();
  const importer = useCustomerImport();
  const [form, setForm] = useState<Form>(EMPTY);
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const [saving, setSaving] = useState(false);
  const csvInput = useRef<HTMLInputElement>(null);
  const csvLabelId = useId();
  const csvHintId = useId();
  const recordOf = (month: string) => records.data?.find((r) => r.month === month);

  const edit = (m: CustomerMonthView) => {
    const record = recordOf(m.month);
    setForm({
      month: m.month,
      active: m.activeCustomers === null ? '' : String(m.activeCustomers),
      newOnes: m.newCustomers === null ? '' : String(m.newCustomers),
      marketing: record?.marketingSpend != null ? moneyToField(record.marketingSpend) : '',
    });
    setMessage(null);
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const body = {
      month: form.month,
      activeCustomers: Number(form.active),
      newCustomers: Number(form.newOnes),
      marketingSpend: form.marketing.trim() === '' ? null : Number(form.marketing),
    };
    setSaving(true);
    try {
      const existing = recordOf(form.month);
      if (existing) await actions.update(existing.id, body);
      else await actions.create(body);
      setMessage({
        tone: 'success',
        text: `Guardamos tus clientes de ${formatMonthLong(form.month)}.`,
      });
      setForm(EMPTY);
    } catch (e) {
      setMessage({
        tone: 'error',
        text: errorMessage(e, 'No pudimos guardar el mes. Intenta de nuevo.'),
      });
    } finally {
      setSaving(false);
    }
  };

  const importFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    try {
      const result = await importer.mutateAsync(await file.text());
      setMessage({
        tone: 'success',
        text: `Importamos ${result.imported} ${result.imported === 1 ? 'mes' : 'meses'} de clientes.`,
      });
    } catch (e) {
      setMessage({ tone: 'error', text: errorMessage(e, 'No pudimos importar el archivo.') });
    }
  };

  return (
    <SectionCard
      id="clientes"
      className="scroll-mt-20"
      title="Tus clientes por mes"
      description="Clientes que te compraron, cuántos por primera vez y, si no está en tus movimientos, tu gasto de marketing. No inventamos clientes: sin tus registros no hay COCA ni LTV/COCA."
    >
      <ScrollRegion label="Clientes de los últimos 12 meses">
        <table className="w-full min-w-[34rem] text-right text-sm tabular-nums">
          <caption className="sr-only">Clientes de los últimos 12 meses</caption>
          <thead className="text-xs text-slate-600">
            <tr>
              <th scope="col" className="py-2 text-left font-medium">
                Mes
              </th>
              <th scope="col" className="py-2 font-medium">
                Activos
              </th>
              <th scope="col" className="py-2 font-medium">
                Nuevos
              </th>
              <th scope="col" className="py-2 font-medium">
                Marketing
              </th>
              <th scope="col" className="py-2 font-medium">
                <span className="sr-only">Acción</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {[...history].reverse().map((m) => (
              <tr key={m.month}>
                <th scope="row" className="py-1.5 text-left font-normal text-slate-700">
                  {formatMonthLong(m.month)}
                </th>
                {m.recorded ? (
                  <>
                    <td className="py-1.5">{formatInteger(m.activeCustomers ?? 0)}</td>
                    <td className="py-1.5">{formatInteger(m.newCustomers ?? 0)}</td>
                    <td className="py-1.5">
                      {formatMoney(m.marketingSpend)}
                      <span className="block text-xs text-slate-500">
                        {MARKETING_SOURCES[m.marketingSource]}
                      </span>
                    </td>
                  </>
                ) : (
                  <td colSpan={3} className="py-1.5 text-center">
                    <ToneBadge tone="warning">Sin registrar</ToneBadge>
                  </td>
                )}
                <td className="py-1.5 pl-2">
                  <button
                    type="button"
                    className="text-brand-700 underline"
                    onClick={() => edit(m)}
                  >
                    {m.recorded ? 'Editar' : 'Registrar'}
                    <span className="sr-only"> {formatMonthLong(m.month)}</span>
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>

      <form onSubmit={save} className="mt-5 grid gap-3 sm:grid-cols-2 lg:grid-cols-5 lg:items-end">
        <TextField
          label="Mes"
          type="month"
          required
          value={form.month}
          onChange={(e) => setForm({ ...form, month: e.target.value })}
        />
        <TextField
          label="Clientes activos"
          type="number"
          min={0}
          step="1"
          required
          value={form.active}
          onChange={(e) => setForm({ ...form, active: e.target.value })}
        />
        <TextField
          label="Clientes nuevos"
          type="number"
          min={0}
          step="1"
          required
          value={form.newOnes}
          onChange={(e) => setForm({ ...form, newOnes: e.target.value })}
        />
        <TextField
          label="Marketing (opcional)"
          type="number"
          min={0}
          step="0.01"
          value={form.marketing}
          onChange={(e) => setForm({ ...form, marketing: e.target.value })}
        />
        <Button type="submit" disabled={saving}>
          {saving ? 'Guardando...' : 'Guardar mes'}
        </Button>
      </form>
      <div className="mt-4 text-sm text-slate-700">
        <p id={csvLabelId} className="font-medium text-slate-900">
          Importar CSV
        </p>
        <p id={csvHintId} className="text-xs text-slate-600">
          Columnas: {CUSTOMER_CSV_COLUMNS.join(', ')}. El mes como AAAA-MM; un mes que ya tienes se
          reemplaza.
        </p>
        {/* The browser's own file input writes in the browser's language: a button of ours opens it. */}
        <Button
          variant="secondary"
          size="sm"
          className="mt-2"
          aria-describedby={`${csvLabelId} ${csvHintId}`}
          onClick={() => csvInput.current?.click()}
        >
          Elegir archivo CSV
        </Button>
        <input
          ref={csvInput}
          type="file"
          accept=".csv,text/csv"
          aria-label="Archivo CSV de clientes"
          tabIndex={-1}
          className="hidden"
          onChange={(e) => void importFile(e)}
        />
      </div>
      {message ? (
        <Alert tone={message.tone} className="mt-3">
          {message.text}
        </Alert>
      ) : null}
    </SectionCard>
  );
}
