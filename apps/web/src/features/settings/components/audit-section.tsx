import {
  AUDIT_ACTION_LABELS,
  AUDIT_ACTIONS,
  AUDIT_RESOURCE_LABELS,
  type AuditEntry,
} from '@caudal/contracts';
import { ChevronDown, History } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { SectionCard } from '../../../components/ui/card.tsx';
import { EmptyState, ErrorState } from '../../../components/ui/query-states.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { type AuditFilters, useAuditLog, useTeam } from '../api/team-api.ts';
import { auditChanges, auditSentence, timeAgo } from '../audit-model.ts';

const RESOURCE_OPTIONS = Object.entries(AUDIT_RESOURCE_LABELS)
  .map(([value, label]) => ({ value, label }))
  .sort((a, b) => a.label.localeCompare(b.label, 'es'));
const ACTION_OPTIONS = AUDIT_ACTIONS.map((value) => ({ value, label: AUDIT_ACTION_LABELS[value] }));

/** The present, moved every minute, so "hace 5 min" stays true while the page is open. */
function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 60_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

function AuditLine({ entry, now }: { entry: AuditEntry; now: Date }) {
  const [open, setOpen] = useState(false);
  const changesId = useId();
  const changes = auditChanges(entry);
  const sentence = auditSentence(entry);
  return (
    <li className="py-3">
      <div className="flex flex-col gap-1 sm:flex-row sm:items-start sm:justify-between sm:gap-4">
        <p className="min-w-0 text-sm break-words text-slate-900">
          <span className="font-medium">{sentence}</span>
          <span className="text-slate-600">
            {' · '}
            <time dateTime={entry.at} title={formatDateTime(entry.at)}>
              {timeAgo(entry.at, now)}
            </time>
          </span>
        </p>
        {changes.length > 0 ? (
          <button
            type="button"
            aria-expanded={open}
            aria-controls={changesId}
            aria-label={`${open ? 'Ocultar' : 'Ver'} cambios: ${sentence}`}
            onClick={() => setOpen((was) => !was)}
            className="inline-flex min-h-9 shrink-0 items-center gap-1 self-start rounded-lg px-2 text-sm font-medium text-brand-800 hover:bg-brand-50"
          >
            {open ? 'Ocultar cambios' : 'Ver cambios'}
            <ChevronDown
              aria-hidden="true"
              className={
                open ? 'size-4 rotate-180 transition-transform' : 'size-4 transition-transform'
              }
            />
          </button>
        ) : null}
      </div>
      {open ? (
        <div id={changesId} className="mt-2 overflow-x-auto rounded-lg border border-slate-200">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Cambios: {sentence}</caption>
            <thead className="bg-slate-50 text-slate-700">
              <tr>
                <th scope="col" className="px-3 py-2 font-semibold">
                  Campo
                </th>
                <th scope="col" className="px-3 py-2 font-semibold">
                  Antes
                </th>
                <th scope="col" className="px-3 py-2 font-semibold">
                  Después
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {changes.map((change) => (
                <tr key={change.key}>
                  <th scope="row" className="px-3 py-2 font-medium text-slate-800">
                    {change.label}
                  </th>
                  <td className="px-3 py-2 break-words text-slate-600">{change.before}</td>
                  <td className="px-3 py-2 break-words text-slate-900">{change.after}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </li>
  );
}

function Filters({
  filters,
  onChange,
}: {
  filters: AuditFilters;
  onChange: (next: AuditFilters) => void;
}) {
  const team = useTeam();
  const people = (team.data?.members ?? []).map((m) => ({ value: m.user_id, label: m.full_name }));
  return (
    <div className="grid gap-3 sm:grid-cols-3">
      <SelectField
        label="Qué"
        placeholder="Todo"
        options={RESOURCE_OPTIONS}
        value={filters.resource ?? ''}
        onChange={(e) => onChange({ ...filters, resource: e.target.value || undefined })}
      />
      <SelectField
        label="Acción"
        placeholder="Todas"
        options={ACTION_OPTIONS}
        value={filters.action ?? ''}
        onChange={(e) =>
          onChange({
            ...filters,
            action: (e.target.value || undefined) as AuditFilters['action'],
          })
        }
      />
      <SelectField
        label="Persona"
        placeholder="Todas"
        options={people}
        value={filters.user_id ?? ''}
        onChange={(e) => onChange({ ...filters, user_id: e.target.value || undefined })}
      />
    </div>
  );
}

/**
 * "Historial de cambios" (issue 20): who changed what, newest first, 50 lines at a time
 * ("Cargar más" asks for the lines before the last one shown). Owners and accountants only.
 */
export function AuditSection() {
  const [filters, setFilters] = useState<AuditFilters>({});
  const log = useAuditLog(filters);
  const now = useNow();
  const entries = log.data?.pages.flatMap((page) => page.entries) ?? [];
  const filtered = Boolean(filters.resource || filters.action || filters.user_id);

  return (
    <SectionCard
      title="Historial de cambios"
      description="Quién creó, cambió o eliminó cada dato de la empresa. Nadie puede editar este historial."
    >
      <div className="space-y-4">
        <Filters filters={filters} onChange={setFilters} />
        {log.data ? (
          entries.length === 0 ? (
            <EmptyState
              icon={History}
              heading="h3"
              framed={false}
              title={filtered ? 'Nada con estos filtros.' : 'Todavía no hay cambios.'}
              text={
                filtered
                  ? 'Prueba con otra acción, otra persona o todo.'
                  : 'Cuando alguien del equipo cree, cambie o elimine un dato, aparecerá aquí.'
              }
            />
          ) : (
            <>
              <ul aria-label="Cambios" className="divide-y divide-slate-200">
                {entries.map((entry) => (
                  <AuditLine key={entry.id} entry={entry} now={now} />
                ))}
              </ul>
              {log.isFetchNextPageError ? (
                <Alert>{errorMessage(log.error, 'No pudimos cargar más cambios.')}</Alert>
              ) : null}
              {log.hasNextPage ? (
                <Button
                  variant="secondary"
                  onClick={() => void log.fetchNextPage()}
                  disabled={log.isFetchingNextPage}
                  aria-busy={log.isFetchingNextPage}
                >
                  {log.isFetchingNextPage ? 'Cargando...' : 'Cargar más'}
                </Button>
              ) : (
                <p className="text-sm text-slate-600">Es todo el historial.</p>
              )}
            </>
          )
        ) : log.isError ? (
          <ErrorState
            title="No pudimos cargar el historial."
            error={log.error}
            onRetry={() => void log.refetch()}
          />
        ) : (
          <div aria-busy="true" className="space-y-3">
            <p role="status" className="sr-only">
              Cargando el historial...
            </p>
            <Skeleton className="h-10" />
            <Skeleton className="h-10" />
            <Skeleton className="h-10" />
          </div>
        )}
      </div>
    </SectionCard>
  );
}
