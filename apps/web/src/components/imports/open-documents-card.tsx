import type { OpenDocuments } from '@caudal/contracts';
import { useId } from 'react';
import { formatDate, formatInteger, formatMoney, formatUnitMoney } from '../../lib/format.ts';
import { SectionCard } from '../ui/card.tsx';
import { ErrorState, LoadingSkeleton } from '../ui/query-states.tsx';
import { Skeleton } from '../ui/skeleton.tsx';
import { ToneBadge } from '../ui/tone-badge.tsx';
import { type OpenDocumentsKind, useOpenDocuments } from './imports-api.ts';
import { TermsEditor } from './terms-editor.tsx';

const TEXTS: Record<OpenDocumentsKind, { title: string; empty: string; load: string }> = {
  receivables: {
    title: 'Por cobrar',
    empty:
      'Nadie te debe facturas. Las facturas que emites a pagar después (PPD) aparecen aquí al importar sus CFDI.',
    load: 'No pudimos cargar tus cuentas por cobrar.',
  },
  payables: {
    title: 'Por pagar',
    empty:
      'No debes facturas. Las que recibes a pagar después (PPD) aparecen aquí al importar sus CFDI.',
    load: 'No pudimos cargar tus cuentas por pagar.',
  },
};

const overdueText = (days: number) =>
  days === 1 ? 'Vencida hace 1 día' : `Vencida hace ${formatInteger(days)} días`;

function DocumentsList({ data }: { data: OpenDocuments }) {
  return (
    <>
      <dl className="mb-3 flex flex-wrap gap-x-6 gap-y-1 text-sm">
        <div className="flex gap-1.5">
          <dt className="text-slate-600">Pendiente:</dt>
          <dd className="font-semibold text-slate-900">{formatMoney(data.totalOpen)}</dd>
        </div>
        <div className="flex gap-1.5">
          <dt className="text-slate-600">Vencido:</dt>
          <dd className={data.overdue > 0 ? 'font-semibold text-red-700' : 'text-slate-900'}>
            {formatMoney(data.overdue)}
          </dd>
        </div>
      </dl>
      <ul className="divide-y divide-slate-100">
        {data.items.map((doc) => (
          <li
            key={doc.id}
            className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1 py-2.5"
          >
            <div className="min-w-0 flex-1">
              <p className="font-medium break-words text-slate-900">{doc.counterpart}</p>
              <p className="text-xs text-slate-600">
                {doc.folio ? `Folio ${doc.folio} · ` : ''}Vence el {formatDate(doc.dueDate)}
                {doc.stamped ? '' : ' · sin timbrar'}
              </p>
            </div>
            <div className="text-right">
              <p className="font-semibold text-slate-900 tabular-nums">
                {formatUnitMoney(doc.open)}
              </p>
              {doc.daysOverdue > 0 ? (
                <ToneBadge tone="bad">{overdueText(doc.daysOverdue)}</ToneBadge>
              ) : (
                <span className="text-xs text-slate-600">Al corriente</span>
              )}
            </div>
            <div className="basis-full">
              <TermsEditor rfc={doc.rfc} counterpart={doc.counterpart} days={doc.termsDays} />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}

function DocumentsPanel({ which }: { which: OpenDocumentsKind }) {
  const query = useOpenDocuments(which);
  const headingId = useId();
  const texts = TEXTS[which];
  return (
    <section aria-labelledby={headingId} className="min-w-0">
      <h3 id={headingId} className="mb-2 text-base font-semibold text-slate-900">
        {texts.title}
        {query.data && query.data.items.length > 0
          ? ` (${formatInteger(query.data.items.length)})`
          : ''}
      </h3>
      {query.isPending ? (
        <LoadingSkeleton label={`Cargando ${texts.title.toLowerCase()}...`}>
          <Skeleton className="h-12 rounded-lg" />
        </LoadingSkeleton>
      ) : query.isError ? (
        <ErrorState title={texts.load} error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data.items.length === 0 ? (
        <p className="rounded-xl bg-slate-50 p-4 text-sm text-slate-700">{texts.empty}</p>
      ) : (
        <DocumentsList data={query.data} />
      )}
    </section>
  );
}

/**
 * GET /api/receivables and /api/payables: the open invoices paid later (PPD), from imported
 * CFDI, each with its counterpart, due date, amount still open and the days it is overdue.
 */
export function OpenDocumentsCard() {
  return (
    <SectionCard
      title="Cuentas por cobrar y por pagar"
      description="Facturas a crédito de tus CFDI importados que aún no se pagan por completo."
    >
      <div className="grid gap-6 lg:grid-cols-2">
        <DocumentsPanel which="receivables" />
        <DocumentsPanel which="payables" />
      </div>
    </SectionCard>
  );
}
