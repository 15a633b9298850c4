import { describe, expect, it } from 'vitest';
import { LOCAL_REPLY_LABEL, localExchange } from './agents-local.ts';
import {
  activeAgentsText,
  citationLink,
  cyclePercent,
  cycleText,
  durationText,
  healthScoreText,
  historyEmptyText,
  historyFilterLabel,
  lastAnalysisText,
  lastRunText,
  likelyResponder,
  localTopic,
  paragraphs,
  pausedText,
  recommendationsText,
  summaryIsLong,
  timeAgoText,
  timeUntilText,
} from './agents-model.ts';

const now = new Date('2026-03-10T12:00:00Z');
const at = (ms: number) => new Date(now.getTime() + ms).toISOString();
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

describe('time until the next analysis', () => {
  it.each([
    [3 * DAY, 'en 3 días'],
    [1 * DAY, 'en 1 día'],
    // 2 days 13 hours = 61 hours → 2.54 days, rounded to 3.
    [2 * DAY + 13 * HOUR, 'en 3 días'],
    [5 * HOUR, 'en 5 horas'],
    // 23 h 50 min = 1430 min → 23.8 h, rounded to 24: a day.
    [23 * HOUR + 50 * MIN, 'en 1 día'],
    [60 * MIN, 'en 1 hora'],
    // 89 min 30 s → 90 min, rounded to 2 hours (1.5 rounds up).
    [89 * MIN + 30_000, 'en 2 horas'],
    [20 * MIN, 'en 20 minutos'],
    // 59 min 1 s → 60 whole minutes started: an hour.
    [59 * MIN + 1000, 'en 1 hora'],
    [90_000, 'en 2 minutos'],
    [61_000, 'en 2 minutos'],
    [MIN, 'en 1 minuto'],
    [30_000, 'en menos de un minuto'],
    [0, 'en curso o pendiente'],
    [-2 * HOUR, 'en curso o pendiente'],
  ])('%i ms ahead → %s', (ms, text) => {
    expect(timeUntilText(at(ms), now)).toBe(text);
  });

  it('says so for a date it cannot read', () => {
    expect(timeUntilText('nunca', now)).toBe('sin fecha programada');
  });
});

describe('time since the last analysis', () => {
  it.each([
    [-30_000, 'hace un momento'],
    // a server clock a little ahead
    [10_000, 'hace un momento'],
    [-MIN, 'hace 1 minuto'],
    [-(59 * MIN + 59_000), 'hace 59 minutos'],
    [-3 * HOUR, 'hace 3 horas'],
    [-2 * DAY, 'hace 2 días'],
    [-40 * DAY, 'hace 40 días'],
  ])('%i ms → %s', (ms, text) => {
    expect(timeAgoText(at(ms), now)).toBe(text);
  });

  it('names an agent that never ran and a company without analyses', () => {
    expect(lastAnalysisText(null, now)).toBe('Aún no hay análisis');
    expect(lastRunText(null, now)).toBe('Nunca');
    expect(lastRunText(at(-5 * HOUR), now)).toBe('hace 5 horas');
  });
});

describe('the cycle progress', () => {
  it('counts the agents that already ran', () => {
    expect(cycleText(3, 5)).toBe('3 de 5 agentes ya corrieron en este ciclo');
    expect(cycleText(0, 5)).toBe('0 de 5 agentes ya corrieron en este ciclo');
    expect(cycleText(1, 5)).toBe('1 de 5 agentes ya corrió en este ciclo');
    expect(cycleText(1, 1)).toBe('1 de 1 agente ya corrió en este ciclo');
    expect(cycleText(0, 0)).toBe('Ningún agente programado está activo en este ciclo');
  });

  it('as a percent of the bar', () => {
    expect(cyclePercent(3, 5)).toBe(60);
    expect(cyclePercent(2, 3)).toBe(67);
    expect(cyclePercent(5, 5)).toBe(100);
    expect(cyclePercent(0, 0)).toBe(0);
    expect(cyclePercent(6, 5)).toBe(100);
  });
});

describe('the header and the rows', () => {
  it('writes the counts', () => {
    expect(activeAgentsText(5, 6)).toBe('5 de 6');
    expect(pausedText(0)).toBe('Ninguno en pausa');
    expect(pausedText(2)).toBe('2 en pausa');
    expect(recommendationsText(1)).toBe('1 recomendación');
    expect(recommendationsText(0)).toBe('0 recomendaciones');
    expect(recommendationsText(4)).toBe('4 recomendaciones');
  });

  it('labels the history filter', () => {
    expect(historyFilterLabel(null)).toBe('Todos los agentes');
    expect(historyFilterLabel('maya')).toBe('Solo Maya');
    expect(historyFilterLabel('book')).toBe('Solo Asesor financiero');
    expect(historyEmptyText('reports')).toBe(
      'Generador de reportes todavía no tiene análisis guardados.',
    );
  });

  it('clamps only long summaries', () => {
    expect(summaryIsLong('Tu caja alcanza 4 meses.')).toBe(false);
    expect(summaryIsLong('x'.repeat(161))).toBe(true);
    expect(summaryIsLong('uno\n\ndos')).toBe(true);
  });

  it('says how long the analysis took and the health score', () => {
    expect(durationText(400)).toBe('en 0.4 s');
    expect(durationText(12_345)).toBe('en 12.3 s');
    expect(durationText(2000)).toBe('en 2.0 s');
    expect(durationText(40)).toBe('en menos de 0.1 s');
    expect(healthScoreText(72)).toBe('72/100');
    expect(healthScoreText(null)).toBe('Sin puntaje');
  });

  it('links a citation to its section, or to the chapter', () => {
    const citation = {
      chapter: 9,
      chapterTitle: 'Punto de equilibrio',
      title: 'Margen de seguridad',
      anchor: 'margen-de-seguridad',
      excerpt: '…',
    };
    expect(citationLink(citation)).toEqual({
      label: 'Capítulo 9 — Margen de seguridad',
      href: '/app/libro/9#margen-de-seguridad',
    });
    expect(citationLink({ ...citation, title: '', anchor: '' })).toEqual({
      label: 'Capítulo 9 — Punto de equilibrio',
      href: '/app/libro/9',
    });
  });
});

describe('the chat', () => {
  it('splits a reply into its paragraphs', () => {
    expect(paragraphs('Uno.\n\nDos.\n \nTres\ncon salto.')).toEqual([
      'Uno.',
      'Dos.',
      'Tres\ncon salto.',
    ]);
    expect(paragraphs('  \n\n ')).toEqual([]);
  });

  it('names who is typing, as the server routes the question', () => {
    expect(likelyResponder('¿Cómo va mi FLUJO de caja?')).toEqual({ id: 'maya', name: 'Maya' });
    expect(likelyResponder('¿Subo mis precios?').id).toBe('carlos');
    expect(likelyResponder('¿Tengo mucha deuda?').id).toBe('alex');
    expect(likelyResponder('Quiero crecer').id).toBe('sofia');
    expect(likelyResponder('Dame un informe').id).toBe('reports');
    expect(likelyResponder('¿Cómo va mi desempeño?').id).toBe('diana');
    expect(likelyResponder('¿Qué es el punto de equilibrio?')).toEqual({
      id: 'book',
      name: 'Asesor financiero',
    });
  });

  it('picks the canned reply by keyword (spec 000 §8)', () => {
    expect(localTopic('¿Cómo mejoro mi flujo?')).toBe('cash-flow');
    expect(localTopic('Mi CAJA está vacía')).toBe('cash-flow');
    expect(localTopic('Quiero crecer')).toBe('growth');
    expect(localTopic('ideas de crecimiento')).toBe('growth');
    expect(localTopic('¿Qué reportes hay?')).toBe('reports');
    expect(localTopic('Necesito un informe')).toBe('reports');
    // cash flow is checked first
    expect(localTopic('reporte de flujo')).toBe('cash-flow');
    expect(localTopic('¿Qué es el margen?')).toBe('generic');
  });

  it('composes the offline exchange, labelled and with local ids', () => {
    const [question, reply] = localExchange('¿Cómo crecer?', now);
    expect(question).toMatchObject({ role: 'user', content: '¿Cómo crecer?', agentName: null });
    expect(reply).toMatchObject({ role: 'agent', agent: null, agentName: LOCAL_REPLY_LABEL });
    expect(reply?.content).toContain('Tres oportunidades de crecimiento');
    expect(reply?.id.startsWith('local-')).toBe(true);
    expect(localExchange('reportes', now)[1]?.content).toContain('Reporte integral');
  });
});
