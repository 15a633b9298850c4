import { RULE_STATUS_LABELS, RULE_TYPE_LABELS, type Rule } from '@caudal/contracts';
import { History } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { ToneBadge } from '../../../components/ui/tone-badge.tsx';
import { formatInteger } from '../../../lib/format.ts';
import { actionText, formatDateTime, triggerText } from '../automation-model.ts';
import { RuleRuns } from './rule-runs.tsx';
import { RuleSwitch } from './rule-switch.tsx';
import { WebhookSecret } from './webhook-secret.tsx';

const STATUS_TONES = { active: 'good', paused: 'warning', draft: 'neutral' } as const;

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium text-slate-600">{term}</dt>
      <dd className="break-words text-sm text-slate-900">{children}</dd>
    </div>
  );
}

/**
 * One rule: name, badges, trigger and action in words, its counts and what it watches now, the
 * active ↔ paused switch, its history, Editar and Eliminar.
 */
export function RuleCard({
  rule,
  editId,
  onEdit,
  onDelete,
}: {
  rule: Rule;
  /** The id of its "Editar", where focus returns after the form closes. */
  editId: string;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const [history, setHistory] = useState(false);
  const historyId = useId();
  return (
    <li className="min-w-0 space-y-3 rounded-2xl border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="font-semibold break-words text-slate-900">{rule.name}</h3>
          {rule.description ? (
            <p className="text-sm break-words text-slate-600">{rule.description}</p>
          ) : null}
        </div>
        <div className="flex flex-wrap gap-2">
          <ToneBadge tone="neutral">{RULE_TYPE_LABELS[rule.type]}</ToneBadge>
          <ToneBadge tone={STATUS_TONES[rule.status]}>{RULE_STATUS_LABELS[rule.status]}</ToneBadge>
        </div>
      </div>
      <dl className="grid gap-3 sm:grid-cols-2">
        <Fact term="Cuándo">{triggerText(rule.trigger)}</Fact>
        <Fact term="Qué hace">{actionText(rule.action)}</Fact>
        <Fact term="Última ejecución">
          {rule.lastRun ? formatDateTime(rule.lastRun) : 'Aún no se ha ejecutado'}
        </Fact>
        <Fact term="Próxima ejecución">
          {rule.nextRun
            ? formatDateTime(rule.nextRun)
            : rule.status === 'active'
              ? 'Cuando cambien tus datos'
              : 'No está programada'}
        </Fact>
        <Fact term="Ejecuciones">
          {formatInteger(rule.executionCount)}{' '}
          {rule.executionCount === 1 ? 'ejecución' : 'ejecuciones'}, disparó{' '}
          {formatInteger(rule.firedCount)} {rule.firedCount === 1 ? 'vez' : 'veces'}
        </Fact>
      </dl>
      {rule.watching ? (
        <p className="rounded-lg bg-brand-50/60 px-3 py-2 text-sm break-words text-slate-800">
          <span className="font-medium">Ahora: </span>
          {rule.watching}
        </p>
      ) : null}
      {rule.type === 'integration' && rule.webhookSecret ? (
        <WebhookSecret secret={rule.webhookSecret} />
      ) : null}
      <div className="flex flex-wrap items-start justify-between gap-3">
        <RuleSwitch rule={rule} />
        <div className="flex flex-wrap gap-2">
          <Button
            variant="ghost"
            size="sm"
            aria-expanded={history}
            aria-controls={history ? historyId : undefined}
            onClick={() => setHistory((open) => !open)}
          >
            <History aria-hidden="true" className="size-4" />
            Historial<span className="sr-only"> de «{rule.name}»</span>
          </Button>
          <Button id={editId} variant="secondary" size="sm" onClick={onEdit}>
            Editar<span className="sr-only"> «{rule.name}»</span>
          </Button>
          <Button variant="ghost" size="sm" onClick={onDelete}>
            Eliminar<span className="sr-only"> «{rule.name}»</span>
          </Button>
        </div>
      </div>
      {history ? <RuleRuns ruleId={rule.id} id={historyId} /> : null}
    </li>
  );
}
