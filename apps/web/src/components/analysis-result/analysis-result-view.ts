import {
  type AnalysisCitation,
  type AnalysisResult,
  citationHref,
  type Finding,
  type FindingTone,
  type Priority,
} from '@caudal/contracts';

/** Said in words next to the tone's icon and colour, so the tone never depends on colour. */
export const TONE_LABELS: Record<FindingTone, string> = {
  good: 'Positivo',
  info: 'Informativo',
  warning: 'Atención',
  bad: 'Crítico',
};

export const PRIORITY_LABELS: Record<Priority, string> = {
  high: 'Prioridad alta',
  medium: 'Prioridad media',
  low: 'Prioridad baja',
};

const PRIORITY_ORDER: Record<Priority, number> = { high: 0, medium: 1, low: 2 };

/** Findings by priority, high first; the advisor's order within a priority. */
export function orderFindings(findings: readonly Finding[]): Finding[] {
  return [...findings].sort((a, b) => PRIORITY_ORDER[a.priority] - PRIORITY_ORDER[b.priority]);
}

let sentences: Intl.Segmenter | undefined;

/**
 * The excerpt on one line; with a limit, its first whole sentences that fit in `limit`
 * characters, and always the first one, however long: a quote is never cut mid-sentence.
 */
export function excerptPreview(excerpt: string, limit?: number): string {
  const text = excerpt.replace(/\s+/g, ' ').trim();
  if (limit === undefined || Array.from(text).length <= limit) return text;
  sentences ??= new Intl.Segmenter('es', { granularity: 'sentence' });
  let shown = '';
  for (const { segment } of sentences.segment(text)) {
    const next = `${shown}${segment}`;
    // By code points, so an accented letter counts once.
    if (shown !== '' && Array.from(next.trimEnd()).length > limit) break;
    shown = next;
  }
  return shown.trimEnd();
}

export type CitationLink = { label: string; href: string; excerpt: string };

/**
 * 'Capítulo 9 · Margen de seguridad', linking to that section of the reader by the anchor the
 * server gives, or to the chapter when the section is not known: the browser never derives an
 * anchor.
 */
export function citationLink(
  citation: Pick<AnalysisCitation, 'chapter' | 'title' | 'anchor' | 'excerpt'>,
  excerptLength?: number,
): CitationLink {
  const title = citation.title.trim();
  const anchor = citation.anchor.trim();
  return {
    label: title ? `Capítulo ${citation.chapter} · ${title}` : `Capítulo ${citation.chapter}`,
    href: anchor
      ? citationHref({ chapter: citation.chapter, anchor })
      : `/app/libro/${citation.chapter}`,
    excerpt: excerptPreview(citation.excerpt, excerptLength),
  };
}

/** Why a model's text can be trusted as far as it goes; null for a composed answer. */
export function modelNote(result: Pick<AnalysisResult, 'mode' | 'findings'>): string | null {
  if (result.mode !== 'generative') return null;
  return result.findings.length > 0
    ? 'Un modelo de lenguaje redactó el resumen a partir de tus cifras y de los pasajes citados; los hallazgos y las citas son los calculados.'
    : 'Redactado por un modelo de lenguaje solo a partir de los pasajes citados abajo.';
}

let dateFormat: Intl.DateTimeFormat | undefined;
let timeFormat: Intl.DateTimeFormat | undefined;

/** 'Generado el 23 de noviembre de 2026 a las 12:05' (Mexico City time); null when unknown. */
export function generatedAtLabel(generatedAt: string): string | null {
  const date = new Date(generatedAt);
  if (generatedAt.trim() === '' || Number.isNaN(date.getTime())) return null;
  dateFormat ??= new Intl.DateTimeFormat('es-MX', {
    dateStyle: 'long',
    timeZone: 'America/Mexico_City',
  });
  timeFormat ??= new Intl.DateTimeFormat('es-MX', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'America/Mexico_City',
  });
  return `Generado el ${dateFormat.format(date)} a las ${timeFormat.format(date)}`;
}
