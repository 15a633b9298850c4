import { useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { SectionCard } from '../../../components/ui/card.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatMonthLong } from '../../../lib/format.ts';
import { useBudgetFromActuals, useCopyBudget } from '../api/planning-api.ts';
import { parseAdjustPercent, previousMonth, sameMonthLastYear } from '../planning-model.ts';

const FAILED = 'No pudimos armar el presupuesto. Intenta de nuevo.';

/** The API's sentence after a copy (what it added and skipped), or its refusal. */
function result(m: { data?: { detail: string } | undefined; error: unknown }) {
  if (m.data) return <Alert tone="success">{m.data.detail}</Alert>;
  if (m.error) return <Alert>{errorMessage(m.error, FAILED)}</Alert>;
  return null;
}

/**
 * Two ways to start a month's budget: copy the previous month's lines, or plan from the same
 * month of last year's actuals ± a percent. Each shows the API's own sentence (what it added,
 * what it left alone) or its refusal.
 */
export function BudgetTools({ month }: { month: string }) {
  const copy = useCopyBudget();
  const fromActuals = useBudgetFromActuals();
  const [adjust, setAdjust] = useState('0');
  const [adjustError, setAdjustError] = useState<string | undefined>();
  const from = previousMonth(month);
  const lastYear = sameMonthLastYear(month);
  return (
    <SectionCard
      title="Armar el presupuesto"
      description={`Las partidas que ${formatMonthLong(month)} ya tiene se quedan como están.`}
    >
      <div className="grid gap-6 lg:grid-cols-2">
        <div className="space-y-3">
          <p className="text-sm text-slate-700">
            Copia las partidas de {formatMonthLong(from)} con sus montos planeados.
          </p>
          <Button
            variant="secondary"
            disabled={copy.isPending}
            aria-busy={copy.isPending}
            onClick={() => copy.mutate({ from, to: month })}
          >
            {copy.isPending ? 'Copiando...' : 'Copiar el mes anterior'}
          </Button>
          <div aria-live="polite">{result(copy)}</div>
        </div>
        <form
          className="space-y-3"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            const parsed = parseAdjustPercent(adjust);
            if (typeof parsed === 'string') {
              setAdjustError(parsed);
              return;
            }
            setAdjustError(undefined);
            fromActuals.mutate({ from: lastYear, to: month, adjustPercent: parsed });
          }}
        >
          <p className="text-sm text-slate-700">
            Planea cada categoría con lo real de {formatMonthLong(lastYear)}, más o menos un
            porcentaje.
          </p>
          <TextField
            label="Ajuste (%)"
            inputMode="decimal"
            value={adjust}
            onChange={(e) => setAdjust(e.target.value)}
            error={adjustError}
            hint="10 sube cada monto 10 %; -5 lo baja 5 %."
            className="max-w-48"
          />
          <Button
            type="submit"
            variant="secondary"
            disabled={fromActuals.isPending}
            aria-busy={fromActuals.isPending}
          >
            {fromActuals.isPending ? 'Calculando...' : 'Partir de lo real del año pasado ± %'}
          </Button>
          <div aria-live="polite">{result(fromActuals)}</div>
        </form>
      </div>
    </SectionCard>
  );
}
