import { CounterpartTermsInputSchema, CounterpartTermsSchema, TERMS_DAYS } from '@caudal/contracts';
import { useState } from 'react';
import { apiRequest, errorMessage } from '../../lib/api-client.ts';
import { formatInteger } from '../../lib/format.ts';
import { Button } from '../ui/button.tsx';
import { TextField } from '../ui/text-field.tsx';
import { useRefreshFinancialData } from './imports-api.ts';

const daysText = (days: number) => (days === 1 ? '1 día' : `${formatInteger(days)} días`);

/**
 * A counterpart's days of credit (PUT /api/counterparts/:rfc/terms): shown as "Plazo: 30 días",
 * changed in place; its invoices' due dates move, and the next imports follow it.
 */
export function TermsEditor({
  rfc,
  counterpart,
  days,
}: {
  rfc: string;
  counterpart: string;
  days: number;
}) {
  const refresh = useRefreshFinancialData();
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState(String(days));
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  if (!editing) {
    return (
      <button
        type="button"
        className="text-xs text-emerald-800 underline underline-offset-2 hover:text-emerald-900"
        aria-label={`Plazo: ${daysText(days)} · cambiar el plazo de pago de ${counterpart}`}
        onClick={() => {
          setValue(String(days));
          setError(null);
          setEditing(true);
        }}
      >
        Plazo: {daysText(days)}
      </button>
    );
  }

  const save = async () => {
    const parsed = CounterpartTermsInputSchema.safeParse({ days: Number(value) });
    if (value.trim() === '' || !parsed.success) {
      setError(
        parsed.success
          ? 'Escribe el plazo en días.'
          : (parsed.error.issues[0]?.message ?? 'El plazo no es válido.'),
      );
      return;
    }
    setSaving(true);
    try {
      await apiRequest(`/api/counterparts/${encodeURIComponent(rfc)}/terms`, {
        method: 'PUT',
        body: parsed.data,
        schema: CounterpartTermsSchema,
      });
      await refresh();
      setEditing(false);
    } catch (failure) {
      setError(errorMessage(failure, 'No pudimos guardar el plazo. Intenta de nuevo.'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      noValidate
      className="mt-1 flex flex-wrap items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <TextField
        label={`Días de crédito de ${counterpart}`}
        type="number"
        inputMode="numeric"
        min={TERMS_DAYS.min}
        max={TERMS_DAYS.max}
        step={1}
        value={value}
        error={error ?? undefined}
        hint="Sus facturas vencen esos días después de su fecha."
        onChange={(event) => setValue(event.target.value)}
        className="w-full sm:w-64"
      />
      <Button type="submit" size="sm" disabled={saving} aria-busy={saving}>
        {saving ? 'Guardando...' : 'Guardar'}
      </Button>
      <Button type="button" size="sm" variant="secondary" onClick={() => setEditing(false)}>
        Cancelar
      </Button>
    </form>
  );
}
