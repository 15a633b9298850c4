import { MetricsSummaryResponseSchema, type SUMMARY_COLORS } from '@caudal/contracts';
import { useQuery } from '@tanstack/react-query';
import { TONE_DOT } from '../../components/ui/tone.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { cn } from '../../lib/cn.ts';
import { financialDataKey } from '../../lib/query-keys.ts';
import { useMediaQuery } from '../../lib/use-media-query.ts';

// The spec's summary colours (000 §7) are finance's tones under other names.
const DOT_COLORS: Record<SummaryColor, string> = {
  green: TONE_DOT.good,
  yellow: TONE_DOT.warning,
  red: TONE_DOT.bad,
  gray: TONE_DOT.neutral,
};

type SummaryColor = (typeof SUMMARY_COLORS)[number];

const fetchSummary = () =>
  apiRequest('/api/metrics/summary', { schema: MetricsSummaryResponseSchema });

/**
 * The summary figures of the signed-in top bar (desktop only): health, cash-flow status and the
 * cash with its runway. Under the financial-data
 * key, so any change to the company's data refreshes it; a failure just hides it (spec 000 §8).
 */
export function HeaderMetrics() {
  const desktop = useMediaQuery('(min-width: 1024px)');
  const { data } = useQuery({
    queryKey: financialDataKey('metrics-summary'),
    queryFn: fetchSummary,
    enabled: desktop,
    retry: false,
  });
  if (!desktop || !data) return null;
  const items = [
    { key: 'primary', ...data.summary.primary },
    { key: 'status', ...data.summary.status },
    { key: 'cash', ...data.summary.cash },
  ];
  return (
    <dl
      aria-label={`Resumen de tu empresa, con ${data.summary.basis}`}
      title={`Cifras de ${data.summary.basis}`}
      data-header-metrics=""
      className="mr-2 flex shrink-0 items-center gap-4"
    >
      {items.map((item) => (
        <div key={item.key} className="flex flex-col text-sm leading-tight">
          <dt className="flex items-center gap-1.5 text-xs whitespace-nowrap text-slate-600">
            <span
              aria-hidden="true"
              className={cn(
                'size-2 shrink-0 rounded-full',
                DOT_COLORS[item.color] ?? DOT_COLORS.gray,
              )}
            />
            {item.label}
          </dt>
          <dd className="pl-3.5 font-semibold whitespace-nowrap text-slate-900">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
