import { type ProfitabilityViewResponse, ProfitCentreGroupInputSchema } from '@caudal/contracts';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { ChartCard } from '../../../components/charts/chart-card.tsx';
import { ToneBars } from '../../../components/charts/lazy-charts.tsx';
import { ConceptTooltip } from '../../../components/concept-tooltip.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { SectionCard } from '../../../components/ui/card.tsx';
import { CheckboxField } from '../../../components/ui/checkbox-field.tsx';
import { Modal } from '../../../components/ui/dialog.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { TONE_WORDS } from '../../../components/ui/tone.ts';
import { ToneBadge } from '../../../components/ui/tone-badge.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatMoney, formatPercent } from '../../../lib/format.ts';
import { useCentreGroupActions } from '../api/profitability-api.ts';

type View = ProfitabilityViewResponse;
type Centre = View['centres'][number];
type Group = View['groups'][number];
type Figures = Pick<
  Centre,
  'name' | 'revenue' | 'costs' | 'profit' | 'margin' | 'tone' | 'averaged' | 'note'
>;

const SOURCES = [
  {
    source: 'product',
    title: 'Por producto',
    description:
      'El mes típico de tu catálogo: precio por ventas del mes, menos su costo variable.',
  },
  {
    source: 'income-category',
    title: 'Por categoría de ingreso',
    description:
      'Los ingresos del periodo por categoría. Una categoría con productos de la misma categoría lleva el costo variable de esos productos; las demás se reparten el resto del costo de ventas según lo que vendió cada una y muestran ese promedio.',
  },
] as const;

// An averaged centre's margin is the rest of the cost of sales spread by revenue: no colour, it
// says "promedio" (finance `incomeCategoryCentres`).
const marginText = (c: Figures) =>
  c.margin === null
    ? 'Sin ingresos'
    : `${formatPercent(c.margin)}${c.tone ? ` · ${TONE_WORDS[c.tone]}` : c.averaged ? ' · promedio' : ''}`;

function CentreCard({ centre, actions }: { centre: Figures; actions?: React.ReactNode }) {
  return (
    <article
      aria-label={centre.name}
      className="flex min-w-0 flex-col rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="flex items-start justify-between gap-2">
        <h4 className="font-semibold break-words text-slate-900">{centre.name}</h4>
        <ToneBadge tone={centre.tone}>{marginText(centre)}</ToneBadge>
      </div>
      <dl className="mt-3 grid grid-cols-3 gap-2 text-sm">
        <div>
          <dt className="text-xs text-slate-600">Ingresos</dt>
          <dd className="font-medium tabular-nums">{formatMoney(centre.revenue)}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-600">Costos</dt>
          <dd className="font-medium tabular-nums">{formatMoney(centre.costs)}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-600">Utilidad</dt>
          <dd className="font-medium tabular-nums">{formatMoney(centre.profit)}</dd>
        </div>
      </dl>
      {centre.note ? <p className="mt-2 text-xs text-slate-600">{centre.note}</p> : null}
      {actions ? <div className="mt-3 flex flex-wrap gap-2">{actions}</div> : null}
    </article>
  );
}

function ContributionChart({ title, centres }: { title: string; centres: readonly Figures[] }) {
  return (
    <ChartCard
      title={title}
      description="La utilidad de cada centro; el color es su margen: verde 50 % o más, ámbar 30 % o más, rojo menos."
      empty={centres.length === 0}
      emptyText="Sin centros que mostrar."
      chart={
        <ToneBars
          unit="money"
          seriesName="Utilidad"
          data={centres.map((c) => ({ name: c.name, value: c.profit, tone: c.tone }))}
        />
      }
      table={{
        caption: title,
        rows: centres,
        rowKey: (c) => c.name,
        columns: [
          { header: 'Centro', cell: (c) => c.name },
          { header: 'Utilidad', cell: (c) => formatMoney(c.profit) },
          { header: 'Margen', cell: marginText },
        ],
      }}
    />
  );
}

type Editing = { id: string | null; name: string; keys: string[] };

function GroupEditor({
  editing,
  centres,
  onClose,
}: {
  editing: Editing;
  centres: readonly Centre[];
  onClose: () => void;
}) {
  const actions = useCentreGroupActions();
  const [name, setName] = useState(editing.name);
  const [keys, setKeys] = useState<string[]>(editing.keys);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const save = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = ProfitCentreGroupInputSchema.safeParse({ name, centreKeys: keys });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Revisa el grupo.');
      return;
    }
    setPending(true);
    setError(null);
    try {
      const body = { name: name.trim(), centreKeys: keys };
      if (editing.id) await actions.update(editing.id, body);
      else await actions.create(body);
      onClose();
    } catch (err) {
      setError(errorMessage(err, 'No pudimos guardar el grupo. Intenta de nuevo.'));
      setPending(false);
    }
  };
  return (
    <form onSubmit={(e) => void save(e)} className="space-y-4">
      <TextField
        label="Nombre del grupo"
        value={name}
        maxLength={120}
        onChange={(e) => setName(e.target.value)}
      />
      <fieldset className="space-y-2">
        <legend className="mb-1 text-sm font-medium text-slate-800">Centros del grupo</legend>
        {centres.map((c) => (
          <CheckboxField
            key={c.key}
            label={`${c.name} (${c.source === 'product' ? 'producto' : 'categoría'})`}
            checked={keys.includes(c.key)}
            onChange={(e) =>
              setKeys(e.target.checked ? [...keys, c.key] : keys.filter((k) => k !== c.key))
            }
          />
        ))}
      </fieldset>
      {error ? <Alert>{error}</Alert> : null}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          Cancelar
        </Button>
        <Button type="submit" disabled={pending}>
          Guardar grupo
        </Button>
      </div>
    </form>
  );
}

function DeleteGroup({ group, onClose }: { group: Group; onClose: () => void }) {
  const actions = useCentreGroupActions();
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const confirm = async () => {
    setPending(true);
    try {
      await actions.remove(group.id);
      onClose();
    } catch (err) {
      setError(errorMessage(err, 'No pudimos eliminar el grupo. Intenta de nuevo.'));
      setPending(false);
    }
  };
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700">
        Se elimina el grupo «{group.name}»; sus centros vuelven a aparecer por separado.
      </p>
      {error ? <Alert>{error}</Alert> : null}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          Cancelar
        </Button>
        <Button variant="danger" disabled={pending} onClick={() => void confirm()}>
          Eliminar
        </Button>
      </div>
    </div>
  );
}

/**
 * "Centros de utilidad": each product and income category as a card (revenue, costs, profit,
 * margin in §9's colours) with the contribution chart, and the owner's groups of centres
 * (create, rename, pick centres, delete).
 */
export function CentresTab({ view }: { view: View }) {
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<Group | null>(null);
  const names = new Map(view.centres.map((c) => [c.key, c.name]));
  return (
    <div className="space-y-6">
      <p className="flex items-center gap-1 text-sm text-slate-600">
        Un centro de utilidad es una parte del negocio que vende y gasta por su cuenta.
        <ConceptTooltip concept="profitCentre" label="Centro de utilidad" />
      </p>
      {view.centres.length === 0 ? (
        <Alert tone="info">
          Aún no tienes productos ni ingresos por categoría en el periodo. Registra tus productos en
          Datos de tu empresa o tus ingresos en Flujo de caja para ver tus centros de utilidad.
        </Alert>
      ) : null}
      {SOURCES.map(({ source, title, description }) => {
        const centres = view.centres.filter((c) => c.source === source);
        if (centres.length === 0) return null;
        return (
          <section key={source} aria-label={title} className="space-y-4">
            <div>
              <h3 className="text-lg font-semibold text-slate-900">{title}</h3>
              <p className="text-sm text-slate-600">{description}</p>
            </div>
            <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
              {centres.map((c) => (
                <CentreCard key={c.key} centre={c} />
              ))}
            </div>
            <ContributionChart title={`Contribución ${title.toLowerCase()}`} centres={centres} />
          </section>
        );
      })}
      <SectionCard
        title="Tus grupos de centros"
        description="Junta centros que manejas como uno (una sucursal, una línea de productos). Cada centro cuenta en su primer grupo."
      >
        <Button
          variant="secondary"
          disabled={view.centres.length === 0}
          onClick={() => setEditing({ id: null, name: '', keys: [] })}
        >
          <Plus aria-hidden="true" className="size-4" />
          Nuevo grupo
        </Button>
        {view.groups.length === 0 ? (
          <p className="mt-4 text-sm text-slate-600">Aún no tienes grupos.</p>
        ) : (
          <div className="mt-4 grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {view.groups.map((g) => (
              <CentreCard
                key={g.id}
                centre={g}
                actions={
                  <>
                    <p className="w-full text-xs text-slate-600">
                      {g.centreKeys.map((k) => names.get(k) ?? 'Centro sin datos').join(', ')}
                    </p>
                    <Button
                      size="sm"
                      variant="secondary"
                      aria-label={`Editar grupo ${g.name}`}
                      onClick={() => setEditing({ id: g.id, name: g.name, keys: g.centreKeys })}
                    >
                      <Pencil aria-hidden="true" className="size-4" />
                      Editar
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={`Eliminar grupo ${g.name}`}
                      onClick={() => setDeleting(g)}
                    >
                      <Trash2 aria-hidden="true" className="size-4" />
                      Eliminar
                    </Button>
                  </>
                }
              />
            ))}
          </div>
        )}
        {view.groups.length > 0 ? (
          <div className="mt-4">
            <ContributionChart title="Contribución por grupo" centres={view.groups} />
          </div>
        ) : null}
      </SectionCard>
      <Modal
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        title={editing?.id ? 'Editar grupo' : 'Nuevo grupo'}
        size="lg"
      >
        {editing ? (
          <GroupEditor editing={editing} centres={view.centres} onClose={() => setEditing(null)} />
        ) : null}
      </Modal>
      <Modal
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="¿Eliminar grupo?"
      >
        {deleting ? <DeleteGroup group={deleting} onClose={() => setDeleting(null)} /> : null}
      </Modal>
    </div>
  );
}
