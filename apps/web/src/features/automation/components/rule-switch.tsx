import type { Rule } from '@caudal/contracts';
import { Switch } from 'radix-ui';
import { useId } from 'react';
import { errorMessage } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/cn.ts';
import { useToggleRule } from '../api/automation-api.ts';

const DRAFT_REASON =
  'Un borrador no se activa ni se pausa: edítalo y elige «Activa» o «Pausada» para que empiece a revisar.';

/**
 * The active ↔ paused switch (spec 001 §4). A draft's switch is disabled and says why; the API's
 * refusal (its Spanish `detail`) shows under it.
 */
export function RuleSwitch({ rule }: { rule: Rule }) {
  const toggle = useToggleRule();
  const id = useId();
  const draft = rule.status === 'draft';
  const on = rule.status === 'active';
  const describedBy = [draft ? `${id}-why` : null, toggle.isError ? `${id}-error` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className="min-w-0 space-y-1">
      <div className="flex items-center gap-2">
        <Switch.Root
          id={id}
          // Read as '«Flujo de caja bajo» activa, interruptor, activado/desactivado'.
          aria-label={`«${rule.name}» activa`}
          checked={on}
          disabled={draft || toggle.isPending}
          aria-describedby={describedBy || undefined}
          onCheckedChange={() => toggle.mutate(rule.id)}
          className={cn(
            'relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors disabled:cursor-not-allowed disabled:opacity-60',
            on ? 'bg-brand-700' : 'bg-slate-400',
          )}
        >
          <Switch.Thumb className="block size-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-5" />
        </Switch.Root>
        <span aria-hidden="true" className="text-sm font-medium text-slate-800">
          {draft ? 'Borrador: no se puede activar' : on ? 'Activa' : 'Pausada'}
        </span>
      </div>
      {draft ? (
        <p id={`${id}-why`} className="text-xs text-slate-600">
          {DRAFT_REASON}
        </p>
      ) : null}
      {toggle.isError ? (
        <p id={`${id}-error`} role="alert" className="text-xs font-medium text-red-700">
          {errorMessage(toggle.error, 'No pudimos cambiar el estado de la regla.')}
        </p>
      ) : null}
    </div>
  );
}
