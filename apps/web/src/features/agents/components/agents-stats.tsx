import type { AvailableAgents } from '@caudal/contracts';
import { KpiCard, KpiGrid } from '../../../components/kpi-card.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { activeAgentsText, lastAnalysisText, pausedText } from '../agents-model.ts';

/** The header's five figures, all counted by the server (no invented accuracy or hours saved). */
export function AgentsStats({
  stats,
  agents,
  now,
}: {
  stats: AvailableAgents['stats'];
  agents: AvailableAgents['agents'];
  now: Date;
}) {
  const paused = agents.filter((a) => a.status === 'paused').length;
  return (
    <KpiGrid label="Resumen de tus agentes" wide>
      <KpiCard
        label="Análisis este mes"
        value={stats.analysesThisMonth.toLocaleString('es-MX')}
        detail="Guardados por todos tus agentes"
      />
      <KpiCard
        label="Recomendaciones este mes"
        value={stats.recommendationsThisMonth.toLocaleString('es-MX')}
        detail="En esos análisis"
      />
      <KpiCard
        label="Alertas este mes"
        value={stats.alertsThisMonth.toLocaleString('es-MX')}
        detail="Avisos enviados a tu empresa"
      />
      <KpiCard
        label="Agentes activos"
        value={activeAgentsText(stats.activeAgents, agents.length)}
        detail={pausedText(paused)}
      />
      <KpiCard
        label="Último análisis"
        value={lastAnalysisText(stats.lastAnalysis, now)}
        detail={stats.lastAnalysis ? formatDateTime(stats.lastAnalysis) : undefined}
      />
    </KpiGrid>
  );
}
