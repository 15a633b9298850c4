import type {
  ReconciliationDocument,
  ReconciliationMatch,
  ReconciliationProposal,
  ReconciliationResponse,
} from '@caudal/contracts';
import type { Centavos } from '@caudal/finance';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { SectionCard } from '../../../components/ui/card.tsx';
import { ErrorState, LoadingSkeleton } from '../../../components/ui/query-states.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDate, formatInteger, formatMoney } from '../../../lib/format.ts';
import { FINANCIAL_DATA_KEY } from '../../../lib/query-keys.ts';
import {
  confirmReconciliation,
  undoReconciliation,
  useReconciliation,
} from '../api/cash-flow-api.ts';
import {
  documentKindLabel,
  pendingSummary,
  proposalsCount,
  SURE_SCORE,
  scoreLabel,
} from '../reconciliation-texts.ts';

type ManualMatch = { bankEntryId: string; entryIds: string[]; documentIds: string[] };

/** How many rows each list shows before "Ver más". */
const PAGE = 10;

const signed = (type: 'income' | 'expense', amount: Centavos) =>
  `${type === 'income' ? '+' : '−'}${formatMoney(amount)}`;

function Amount({ type, amount }: { type: 'income' | 'expense'; amount: Centavos }) {
  return (
    <span
      className={`shrink-0 font-medium tabular-nums ${type === 'income' ? 'text-emerald-800' : 'text-slate-900'}`}
    >
      {signed(type, amount)}
    </span>
  );
}

function DocumentLine({ d }: { d: ReconciliationDocument }) {
  return (
    <li className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5">
      <span className="min-w-0 break-words">
        <span className="text-slate-900">{d.description}</span>
        <span className="block text-xs text-slate-600">
          {documentKindLabel(d)} · {formatDate(d.date)}
          {d.counterpartRfc ? ` · RFC ${d.counterpartRfc}` : ''}
        </span>
      </span>
      <Amount type={d.type} amount={d.amount} />
    </li>
  );
}

function ProposalRow({
  p,
  busy,
  onConfirm,
}: {
  p: ReconciliationProposal;
  busy: boolean;
  onConfirm: () => void;
}) {
  return (
    <li className="space-y-2 py-3">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5">
        <span className="min-w-0 break-words">
          <span className="font-medium text-slate-900">{p.bank.description}</span>
          <span className="block text-xs text-slate-600">Banco · {formatDate(p.bank.date)}</span>
        </span>
        <Amount type={p.bank.type} amount={p.bank.amount} />
      </div>
      <ul className="space-y-1 border-l-2 border-slate-200 pl-3 text-sm">
        {p.documents.map((d) => (
          <DocumentLine key={d.id} d={d} />
        ))}
      </ul>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-xs text-slate-700">
          <span className="font-semibold">
            {scoreLabel(p.score)} ({formatInteger(p.score)} de 100)
          </span>
          {p.partial ? ' · pago parcial' : ''}: {p.reasons.join(' ')}
        </p>
        <Button
          size="sm"
          disabled={busy}
          onClick={onConfirm}
          aria-label={`Confirmar: ${p.bank.description} con ${p.documents.map((d) => d.description).join(', ')}`}
        >
          Confirmar
        </Button>
      </div>
    </li>
  );
}

function MoreButton({
  shown,
  total,
  onMore,
}: {
  shown: number;
  total: number;
  onMore: () => void;
}) {
  if (shown >= total) return null;
  return (
    <Button variant="ghost" size="sm" onClick={onMore}>
      Ver más ({formatInteger(total - shown)})
    </Button>
  );
}

/**
 * "Elegir su CFDI": the owner pairs a bank movement with a CFDI the proposals did not offer (a
 * payment in two transfers, a concept that names nobody). The CFDI of the same side come first
 * by how near their amount is; the API checks that the amounts fit.
 */
function ChooseDocument({
  bank,
  documents,
  busy,
  onMatch,
}: {
  bank: ReconciliationResponse['unmatchedBank'][number];
  documents: ReconciliationDocument[];
  busy: boolean;
  onMatch: (match: ManualMatch) => void;
}) {
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState('');
  const options = documents
    .filter((d) => d.type === bank.type)
    .sort((a, b) => Math.abs(a.amount - bank.amount) - Math.abs(b.amount - bank.amount))
    .map((d) => ({
      value: d.id,
      label: `${formatMoney(d.amount)} · ${d.description} · ${formatDate(d.date)}`,
    }));
  if (options.length === 0) return null;
  if (!open)
    return (
      <Button
        variant="ghost"
        size="sm"
        aria-label={`Elegir el CFDI de ${bank.description}`}
        onClick={() => setOpen(true)}
      >
        Elegir su CFDI
      </Button>
    );
  const document = documents.find((d) => d.id === chosen);
  return (
    <div className="flex flex-wrap items-end gap-2">
      <SelectField
        className="min-w-0 flex-1"
        label="CFDI que pagó este movimiento"
        placeholder="Elige un CFDI"
        options={options}
        value={chosen}
        onChange={(e) => setChosen(e.target.value)}
      />
      <Button
        size="sm"
        disabled={busy || !document}
        onClick={() => {
          if (!document) return;
          onMatch({
            bankEntryId: bank.id,
            entryIds: document.kind === 'entry' ? [document.id] : [],
            documentIds: document.kind === 'document' ? [document.id] : [],
          });
        }}
      >
        Conciliar
      </Button>
      <Button variant="ghost" size="sm" onClick={() => setOpen(false)}>
        Cancelar
      </Button>
    </div>
  );
}

function Unmatched({
  data,
  busy,
  onMatch,
}: {
  data: ReconciliationResponse;
  busy: boolean;
  onMatch: (match: ManualMatch) => void;
}) {
  const [bankShown, setBankShown] = useState(PAGE);
  const [docsShown, setDocsShown] = useState(PAGE);
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <details className="rounded-lg border border-slate-200 p-3">
        <summary className="cursor-pointer text-sm font-semibold text-slate-900">
          Del banco, sin factura ({formatInteger(data.totals.unmatchedBank)})
        </summary>
        <p className="mt-2 text-xs text-slate-600">
          Ventas de mostrador, comisiones o pagos sin CFDI: cuentan como están.
        </p>
        <ul className="mt-2 space-y-1.5 text-sm">
          {data.unmatchedBank.slice(0, bankShown).map((b) => (
            <li key={b.id} className="space-y-1">
              <div className="flex flex-wrap items-baseline justify-between gap-x-3">
                <span className="min-w-0 break-words text-slate-900">
                  {b.description}
                  <span className="block text-xs text-slate-600">{formatDate(b.date)}</span>
                </span>
                <Amount type={b.type} amount={b.amount} />
              </div>
              <ChooseDocument
                bank={b}
                documents={data.unmatchedDocuments}
                busy={busy}
                onMatch={onMatch}
              />
            </li>
          ))}
        </ul>
        <MoreButton
          shown={bankShown}
          total={data.unmatchedBank.length}
          onMore={() => setBankShown((n) => n + PAGE * 5)}
        />
      </details>
      <details className="rounded-lg border border-slate-200 p-3">
        <summary className="cursor-pointer text-sm font-semibold text-slate-900">
          CFDI sin movimiento del banco ({formatInteger(data.totals.unmatchedDocuments)})
        </summary>
        <p className="mt-2 text-xs text-slate-600">
          Facturas pagadas en efectivo o de una cuenta que no has importado, y las que siguen por
          cobrar o por pagar.
        </p>
        <ul className="mt-2 space-y-1.5 text-sm">
          {data.unmatchedDocuments.slice(0, docsShown).map((d) => (
            <DocumentLine key={d.id} d={d} />
          ))}
        </ul>
        <MoreButton
          shown={docsShown}
          total={data.unmatchedDocuments.length}
          onMore={() => setDocsShown((n) => n + PAGE * 5)}
        />
      </details>
    </div>
  );
}

function Matches({
  matches,
  total,
  busy,
  onUndo,
}: {
  matches: ReconciliationMatch[];
  total: number;
  busy: boolean;
  onUndo: (m: ReconciliationMatch) => void;
}) {
  if (total === 0) return null;
  return (
    <details className="rounded-lg border border-slate-200 p-3">
      <summary className="cursor-pointer text-sm font-semibold text-slate-900">
        Conciliados ({formatInteger(total)})
      </summary>
      <ul className="mt-2 divide-y divide-slate-100 text-sm">
        {matches.map((m) => (
          <li key={m.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
            <span className="min-w-0 break-words text-slate-900">
              {m.bank.description}
              <span className="block text-xs text-slate-600">
                {formatDate(m.bank.date)} · {m.bank.category}
              </span>
            </span>
            <span className="flex items-center gap-2">
              <Amount type={m.bank.type} amount={m.bank.amount} />
              <Button
                variant="ghost"
                size="sm"
                disabled={busy}
                aria-label={`Deshacer la conciliación de ${m.bank.description}`}
                onClick={() => onUndo(m)}
              >
                Deshacer
              </Button>
            </span>
          </li>
        ))}
      </ul>
    </details>
  );
}

/**
 * "Conciliación bancaria" (GET /api/reconciliation): each bank movement with the CFDI it paid,
 * proposed with a score and its reasons, confirmed in one click (or all the sure ones at once),
 * undone from the list of matches; then the money counts once, with the CFDI's IVA.
 */
export function ReconciliationCard() {
  const query = useReconciliation();
  const queryClient = useQueryClient();
  const [shown, setShown] = useState(PAGE);
  const [done, setDone] = useState<string | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: FINANCIAL_DATA_KEY });
  const confirm = useMutation({
    mutationFn: async (items: (string | ManualMatch)[]) => {
      for (const item of items) await confirmReconciliation(item);
      return items.length;
    },
    onSuccess: (n) =>
      setDone(
        `Listo: ${n === 1 ? '1 conciliación' : `${formatInteger(n)} conciliaciones`}. El dinero cuenta una sola vez.`,
      ),
    onSettled: refresh,
  });
  const undo = useMutation({
    mutationFn: (m: ReconciliationMatch) => undoReconciliation(m.id),
    onSuccess: () =>
      setDone(
        'Conciliación deshecha: el movimiento del banco y el CFDI vuelven a contar por separado.',
      ),
    onSettled: refresh,
  });
  const busy = confirm.isPending || undo.isPending;
  const failure = confirm.error ?? undo.error;
  // Opened at #conciliacion (the import preview's link): the card loads after the page, so the
  // browser's own jump to the anchor found nothing; once it has content it is brought into view.
  const card = useRef<HTMLElement>(null);
  const loaded = query.data !== undefined;
  useEffect(() => {
    if (loaded && window.location.hash === '#conciliacion') card.current?.scrollIntoView();
  }, [loaded]);

  return (
    <SectionCard
      ref={card}
      id="conciliacion"
      title="Conciliación bancaria"
      description="Une cada movimiento de tu estado de cuenta con su factura (CFDI): así el dinero cuenta una sola vez, con el IVA de la factura."
    >
      {query.isPending ? (
        <LoadingSkeleton label="Buscando qué movimientos del banco pagaron tus facturas...">
          <Skeleton className="h-24 rounded-lg" />
        </LoadingSkeleton>
      ) : query.isError ? (
        <ErrorState
          title="No pudimos cargar la conciliación."
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <Content
          data={query.data}
          shown={shown}
          onMore={() => setShown((n) => n + PAGE * 2)}
          busy={busy}
          onConfirm={(ids) => {
            setDone(null);
            confirm.mutate(ids);
          }}
          onMatch={(match) => {
            setDone(null);
            confirm.mutate([match]);
          }}
          onUndo={(m) => {
            setDone(null);
            undo.mutate(m);
          }}
        />
      )}
      <div aria-live="polite" className="mt-3 space-y-2">
        {failure ? (
          <Alert tone="error">
            {errorMessage(failure, 'No pudimos guardar la conciliación. Intenta de nuevo.')}
          </Alert>
        ) : null}
        {done && !failure ? <Alert tone="success">{done}</Alert> : null}
      </div>
    </SectionCard>
  );
}

function Content({
  data,
  shown,
  onMore,
  busy,
  onConfirm,
  onMatch,
  onUndo,
}: {
  data: ReconciliationResponse;
  shown: number;
  onMore: () => void;
  busy: boolean;
  onConfirm: (ids: string[]) => void;
  onMatch: (match: ManualMatch) => void;
  onUndo: (m: ReconciliationMatch) => void;
}) {
  const nothing =
    data.totals.proposals + data.totals.unmatchedBank + data.totals.unmatchedDocuments === 0;
  if (nothing && data.totals.matches === 0) {
    return (
      <p className="text-sm text-slate-700">
        Importa tu estado de cuenta y tus facturas (CFDI) con «Importar»: aquí verás qué depósito
        cobró cada factura y qué transferencia pagó cada compra.
      </p>
    );
  }
  const sure = data.proposals.filter((p) => p.score >= SURE_SCORE);
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700">{pendingSummary(data.totals)}</p>
      {data.proposals.length > 0 ? (
        <>
          {sure.length > 1 ? (
            <Button
              size="sm"
              variant="secondary"
              disabled={busy}
              onClick={() => onConfirm(sure.map((p) => p.id))}
            >
              Confirmar las {formatInteger(sure.length)} muy probables
            </Button>
          ) : null}
          <ul
            className="divide-y divide-slate-100"
            aria-label={proposalsCount(data.totals.proposals)}
          >
            {data.proposals.slice(0, shown).map((p) => (
              <ProposalRow key={p.id} p={p} busy={busy} onConfirm={() => onConfirm([p.id])} />
            ))}
          </ul>
          <MoreButton shown={shown} total={data.proposals.length} onMore={onMore} />
        </>
      ) : null}
      <Unmatched data={data} busy={busy} onMatch={onMatch} />
      <Matches matches={data.matches} total={data.totals.matches} busy={busy} onUndo={onUndo} />
    </div>
  );
}
