import {
  AGENT_NAMES,
  type AgentId,
  type AnalysisCitation,
  CHAT_AGENT_NAMES,
  type ChatAgentId,
  chatAgentFor,
  citationHref,
  hasWordStarting,
  questionWords,
} from '@caudal/contracts';

/** The agents screen's pure helpers: every text it derives from the API's figures and dates. */

const MINUTE_MS = 60_000;

const plural = (n: number, one: string, many: string) =>
  `${n.toLocaleString('es-MX')} ${n === 1 ? one : many}`;

/** A span of whole minutes as '5 minutos', '3 horas', '2 días' (singular for one). */
function spanText(minutes: number): string {
  if (minutes < 60) return plural(minutes, 'minuto', 'minutos');
  const hours = Math.round(minutes / 60);
  if (hours < 24) return plural(hours, 'hora', 'horas');
  return plural(Math.round(hours / 24), 'día', 'días');
}

/**
 * How long until the next scheduled analysis: 'en 3 días', 'en 5 horas', 'en 20 minutos'; a
 * moment already past means the cycle is running or waiting for the queue.
 */
export function timeUntilText(iso: string, now: Date): string {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return 'sin fecha programada';
  const ms = at - now.getTime();
  if (ms <= 0) return 'en curso o pendiente';
  if (ms < MINUTE_MS) return 'en menos de un minuto';
  return `en ${spanText(Math.ceil(ms / MINUTE_MS))}`;
}

/** How long ago something happened: 'hace un momento', 'hace 3 horas', 'hace 2 días'. */
export function timeAgoText(iso: string, now: Date): string {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return '—';
  const ms = now.getTime() - at;
  // A clock a little ahead of the browser's still reads as just now.
  if (ms < MINUTE_MS) return 'hace un momento';
  return `hace ${spanText(Math.floor(ms / MINUTE_MS))}`;
}

/** The header's 'Último análisis': how long ago, or that none has run yet. */
export function lastAnalysisText(iso: string | null, now: Date): string {
  return iso === null ? 'Aún no hay análisis' : timeAgoText(iso, now);
}

/** A card's 'Última ejecución'. */
export function lastRunText(iso: string | null, now: Date): string {
  return iso === null ? 'Nunca' : timeAgoText(iso, now);
}

/** The share of this cycle's agents that already ran, 0–100 (0 when none is scheduled). */
export function cyclePercent(done: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(100, Math.max(0, Math.round((done / total) * 100)));
}

/** 'x de y agentes ya corrieron en este ciclo'. */
export function cycleText(done: number, total: number): string {
  if (total <= 0) return 'Ningún agente programado está activo en este ciclo';
  const verb = done === 1 ? 'ya corrió' : 'ya corrieron';
  return `${done.toLocaleString('es-MX')} de ${plural(total, 'agente', 'agentes')} ${verb} en este ciclo`;
}

/** 'Agentes activos': '5 de 6'. */
export function activeAgentsText(active: number, total: number): string {
  return `${active.toLocaleString('es-MX')} de ${total.toLocaleString('es-MX')}`;
}

export function recommendationsText(n: number): string {
  return plural(n, 'recomendación', 'recomendaciones');
}

/** A history row's origin. */
export const TRIGGER_LABELS = { asked: 'A petición', scheduled: 'Programado' } as const;

/** The history's heading line for the selected card (or every agent). */
export function historyFilterLabel(agent: AgentId | null): string {
  return agent === null ? 'Todos los agentes' : `Solo ${AGENT_NAMES[agent]}`;
}

/** The empty history, for every agent or for the selected one. */
export function historyEmptyText(agent: AgentId | null): string {
  return agent === null
    ? 'Todavía no hay análisis guardados. Usa «Ver Análisis Completo» o espera el próximo análisis programado.'
    : `${AGENT_NAMES[agent]} todavía no tiene análisis guardados.`;
}

/** Summaries longer than this get 'Ver más' (about three lines of the narrowest row). */
export const SUMMARY_CLAMP_CHARS = 160;
export const summaryIsLong = (summary: string) =>
  summary.length > SUMMARY_CLAMP_CHARS || summary.includes('\n');

let seconds: Intl.NumberFormat | undefined;
/** How long the multi-agent analysis took: 'en 0.4 s'. */
export function durationText(ms: number): string {
  if (!Number.isFinite(ms) || ms < 0) return '';
  if (ms < 100) return 'en menos de 0.1 s';
  seconds ??= new Intl.NumberFormat('es-MX', {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  return `en ${seconds.format(ms / 1000)} s`;
}

/** The health score as '72/100', or a dash when the company has no figures for it. */
export function healthScoreText(score: number | null): string {
  return score === null ? 'Sin puntaje' : `${Math.round(score)}/100`;
}

/** A cited passage as a link: 'Capítulo 9 — Margen de seguridad', to its section of the reader. */
export function citationLink(citation: AnalysisCitation): { label: string; href: string } {
  const title = citation.title.trim() || citation.chapterTitle.trim();
  return {
    label: title ? `Capítulo ${citation.chapter} — ${title}` : `Capítulo ${citation.chapter}`,
    href: citation.anchor.trim() ? citationHref(citation) : `/app/libro/${citation.chapter}`,
  };
}

/** A chat message's paragraphs (the server separates them with a blank line). */
export function paragraphs(content: string): string[] {
  return content
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}

/** Who will most likely answer a question, for 'Maya está escribiendo…' (the server's routing). */
export function likelyResponder(question: string): { id: ChatAgentId; name: string } {
  const id = chatAgentFor(question);
  return { id, name: CHAT_AGENT_NAMES[id] };
}

export type LocalTopic = 'cash-flow' | 'growth' | 'reports' | 'generic';

/**
 * The spec's canned replies (000 §8), chosen by keyword when the server cannot be reached:
 * flujo or caja → cash flow; crecimiento or crecer → growth; reporte or informe → reports.
 */
export function localTopic(question: string): LocalTopic {
  const tokens = questionWords(question);
  if (hasWordStarting(tokens, ['flujo', 'caja'])) return 'cash-flow';
  if (hasWordStarting(tokens, ['crecimiento', 'crecer'])) return 'growth';
  if (hasWordStarting(tokens, ['reporte', 'informe'])) return 'reports';
  return 'generic';
}

/** Under 'Agentes activos': how many are paused. */
export function pausedText(paused: number): string {
  return paused === 0 ? 'Ninguno en pausa' : `${paused.toLocaleString('es-MX')} en pausa`;
}
