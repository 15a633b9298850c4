import type { Rule } from '@caudal/contracts';
import { Plus, Workflow } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { DeleteDialog } from '../../../components/resource-table/delete-dialog.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { SectionCard } from '../../../components/ui/card.tsx';
import { EmptyState, ErrorState } from '../../../components/ui/query-states.tsx';
import { SegmentedControl } from '../../../components/ui/segmented-control.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useDeleteRule, useRules } from '../api/automation-api.ts';
import { TYPE_FILTERS, type TypeFilter } from '../automation-model.ts';
import { RuleCard } from './rule-card.tsx';
import { RuleDialog } from './rule-dialog.tsx';

const DELETE_FAILED = 'No pudimos eliminar la regla. Intenta de nuevo.';

/**
 * The company's rules with the type filter, "Nueva regla", and each rule's card (edit in a
 * dialog, delete after confirming).
 */
export function RuleList({
  filter,
  onFilter,
}: {
  filter: TypeFilter;
  onFilter: (f: TypeFilter) => void;
}) {
  const query = useRules(filter === 'all' ? null : filter);
  const remove = useDeleteRule();
  const [editing, setEditing] = useState<Rule | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Rule | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const ids = useId();
  const editId = (id: string) => `${ids}-editar-${id}`;

  const rules = query.data?.rules;
  return (
    <SectionCard
      title="Tus reglas"
      description="Cada regla revisa una cifra de tu negocio (o llega su hora) y, si se cumple, hace su acción."
      aria-busy={query.isFetching}
    >
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <SegmentedControl
          label="Filtrar por tipo"
          value={filter}
          options={TYPE_FILTERS}
          onChange={onFilter}
          className="flex w-full flex-wrap sm:w-auto"
        />
        <Button ref={addButton} onClick={() => setEditing('new')}>
          <Plus aria-hidden="true" className="size-4" />
          Nueva regla
        </Button>
      </div>
      {query.isError && !rules ? (
        <ErrorState
          title="No pudimos cargar tus reglas."
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : !rules ? (
        <div aria-busy="true" className="space-y-4">
          <p role="status" className="sr-only">
            Cargando tus reglas...
          </p>
          <Skeleton className="h-48 rounded-2xl" />
          <Skeleton className="h-48 rounded-2xl" />
        </div>
      ) : rules.length === 0 ? (
        <EmptyState
          icon={Workflow}
          heading="h3"
          framed={false}
          title={filter === 'all' ? 'Aún no tienes reglas' : 'No tienes reglas de este tipo'}
          text={
            filter === 'all'
              ? 'Aún no tienes reglas: instala un paquete o crea la primera.'
              : 'Elige «Todas» para ver tus otras reglas, o crea una nueva.'
          }
        />
      ) : (
        <ul className="grid gap-4 xl:grid-cols-2">
          {rules.map((rule) => (
            <RuleCard
              key={rule.id}
              rule={rule}
              editId={editId(rule.id)}
              onEdit={() => setEditing(rule)}
              onDelete={() => {
                remove.reset();
                setDeleting(rule);
              }}
            />
          ))}
        </ul>
      )}
      {editing ? (
        <RuleDialog
          rule={editing === 'new' ? null : editing}
          // The dialog gives focus back to the button that opened it.
          onClose={() => setEditing(null)}
        />
      ) : null}
      {deleting ? (
        <DeleteDialog
          item="regla"
          name={deleting.name}
          open
          pending={remove.isPending}
          error={remove.isError ? errorMessage(remove.error, DELETE_FAILED) : null}
          onConfirm={() => remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
          onClose={() => setDeleting(null)}
          returnFocusTo={() => addButton.current}
        />
      ) : null}
    </SectionCard>
  );
}
