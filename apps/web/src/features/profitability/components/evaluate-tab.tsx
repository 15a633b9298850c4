import type { Investment } from '@caudal/contracts';
import { useMemo, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { SectionCard } from '../../../components/ui/card.tsx';
import { useInvestmentActions, useInvestments } from '../api/profitability-api.ts';
import {
  draftOfInvestment,
  EMPTY_DRAFT,
  parseSeriesDraft,
  type SeriesDraft,
} from '../investment-series-model.ts';
import { EvaluationResults } from './evaluation-results.tsx';
import { InvestmentsCompare } from './investments-compare.tsx';
import { SeriesForm } from './series-form.tsx';

/**
 * "Evaluar inversión" (issue 33): a cash-flow series typed by the owner, evaluated on every
 * keystroke in the browser (VPN, TIR, paybacks, the verdict, the chart, the sensitivity), saved
 * as an investment if they want; and their saved investments compared side by side.
 */
export function EvaluateTab({ readOnly }: { readOnly: boolean }) {
  const [draft, setDraft] = useState<SeriesDraft>(EMPTY_DRAFT);
  const [saved, setSaved] = useState<string | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const parsed = useMemo(() => parseSeriesDraft(draft), [draft]);
  const list = useInvestments();
  const actions = useInvestmentActions();
  const started = draft.initialCost.trim() !== '';
  const change = (next: SeriesDraft) => {
    setDraft(next);
    setSaved(null);
    setSaveError(null);
  };
  const save = async () => {
    if (!parsed.ok) return;
    try {
      const row = await actions.create({
        name: draft.name.trim() || 'Inversión evaluada',
        ...parsed.body,
      });
      setSaved(`Guardada como «${row.name}».`);
    } catch (error) {
      setSaveError(error instanceof Error ? error.message : 'No pudimos guardarla.');
    }
  };
  const open = (investment: Investment) => {
    change(draftOfInvestment(investment));
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };
  return (
    <div className="space-y-6">
      <SectionCard
        title="Evalúa una inversión"
        description="Escribe lo que cuesta hoy y lo que deja cada mes o año. Nada se guarda hasta que lo pidas."
      >
        <SeriesForm
          draft={draft}
          errors={started && !parsed.ok ? parsed.errors : {}}
          onChange={change}
        />
        <div className="mt-4 flex flex-wrap items-center gap-3">
          {readOnly ? null : (
            <Button disabled={!parsed.ok} onClick={() => void save()}>
              Guardar como inversión
            </Button>
          )}
          <Button variant="ghost" onClick={() => change(EMPTY_DRAFT)}>
            Empezar de nuevo
          </Button>
          <p role="status" className="text-sm text-slate-700">
            {saved ?? ''}
          </p>
          {saveError ? (
            <p role="alert" className="text-sm text-red-700">
              {saveError}
            </p>
          ) : null}
        </div>
      </SectionCard>
      {parsed.ok ? (
        <EvaluationResults e={parsed.evaluation} />
      ) : (
        <p className="rounded-xl border border-dashed border-slate-300 p-4 text-sm text-slate-700">
          {started
            ? 'Corrige los datos marcados para ver la evaluación.'
            : 'Escribe la inversión inicial y sus flujos para ver el VPN, la TIR y cuándo la recuperas.'}
        </p>
      )}
      {readOnly ? null : (
        <InvestmentsCompare
          rows={list.data}
          loading={list.isPending}
          error={list.error}
          onRetry={() => void list.refetch()}
          onOpen={open}
        />
      )}
    </div>
  );
}
