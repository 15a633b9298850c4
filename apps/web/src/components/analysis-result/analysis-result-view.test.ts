import { FINDING_TONES, type Finding, PRIORITIES } from '@caudal/contracts';
import { describe, expect, it } from 'vitest';
import {
  citationLink,
  excerptPreview,
  generatedAtLabel,
  modelNote,
  orderFindings,
  PRIORITY_LABELS,
  TONE_LABELS,
} from './analysis-result-view.ts';

const finding = (title: string, priority: Finding['priority']): Finding => ({
  tone: 'info',
  priority,
  title,
  message: 'x',
});

describe('findings', () => {
  it('name every tone and priority in Spanish, each differently', () => {
    const tones = FINDING_TONES.map((t) => TONE_LABELS[t]);
    const priorities = PRIORITIES.map((p) => PRIORITY_LABELS[p]);
    expect(tones).toEqual(['Positivo', 'Informativo', 'Atención', 'Crítico']);
    expect(priorities).toEqual(['Prioridad alta', 'Prioridad media', 'Prioridad baja']);
  });

  it('come high priority first, keeping the order within a priority', () => {
    const ordered = orderFindings([
      finding('a', 'low'),
      finding('b', 'high'),
      finding('c', 'medium'),
      finding('d', 'high'),
    ]);
    expect(ordered.map((f) => f.title)).toEqual(['b', 'd', 'c', 'a']);
  });
});

describe('citations', () => {
  it('show the whole sentences that fit in `limit` characters, never part of one', () => {
    const first = 'La fórmula es: días = unidades × 30 ÷ ventas.'; // 45 characters
    const second = 'Caudal usa meses de 30 días.'; // 28
    const third = 'Si vendes 300 al mes, son 25 días.'; // 34
    const text = `${first} ${second} ${third}`; // 109
    expect(excerptPreview(text, 80)).toBe(`${first} ${second}`); // 74 fit, 109 do not
    expect(excerptPreview(text, 74)).toBe(`${first} ${second}`);
    expect(excerptPreview(text, 73)).toBe(first);
    // The first sentence is shown whole even when it alone is longer than the limit.
    expect(excerptPreview(text, 20)).toBe(first);
    expect(excerptPreview(`${'á'.repeat(150)}. Otra.`, 100)).toBe(`${'á'.repeat(150)}.`);
    expect(excerptPreview('Corto.', 100)).toBe('Corto.');
    expect(excerptPreview('  varias\n  líneas.  ', 100)).toBe('varias líneas.');
    expect(excerptPreview(text)).toBe(text);
    for (const limit of [10, 50, 80, 200]) {
      expect(excerptPreview(text, limit)).not.toMatch(/…$/);
      expect(excerptPreview(text, limit)).toMatch(/\.$/);
    }
  });

  it("link to the section by the anchor the server gives, the reader's own", () => {
    expect(
      citationLink(
        {
          chapter: 9,
          title: 'Margen de seguridad',
          anchor: 'margen-de-seguridad',
          excerpt: 'El margen de seguridad es tu colchón. Se mide en porcentaje.',
        },
        40,
      ),
    ).toEqual({
      label: 'Capítulo 9 · Margen de seguridad',
      href: '/app/libro/9#margen-de-seguridad',
      excerpt: 'El margen de seguridad es tu colchón.',
    });
  });

  it('open the chapter when the section is not known: the browser never guesses an anchor', () => {
    expect(citationLink({ chapter: 3, title: '', anchor: '', excerpt: 'x' })).toEqual({
      label: 'Capítulo 3',
      href: '/app/libro/3',
      excerpt: 'x',
    });
    expect(citationLink({ chapter: 5, title: 'LTV', anchor: ' ', excerpt: 'x' }).href).toBe(
      '/app/libro/5',
    );
  });
});

describe('how and when it was written', () => {
  it('notes a model only when one wrote the text', () => {
    expect(modelNote({ mode: 'extractive', findings: [] })).toBeNull();
    expect(modelNote({ mode: 'generative', findings: [] })).toBe(
      'Redactado por un modelo de lenguaje solo a partir de los pasajes citados abajo.',
    );
    expect(modelNote({ mode: 'generative', findings: [finding('a', 'high')] })).toMatch(
      /los hallazgos y las citas son los calculados/,
    );
  });

  it('dates the result in Mexico City time, and says nothing of an unknown date', () => {
    expect(generatedAtLabel('2026-11-23T18:05:00.000Z')).toBe(
      'Generado el 23 de noviembre de 2026 a las 12:05',
    );
    expect(generatedAtLabel('2026-01-01T05:30:00.000Z')).toBe(
      'Generado el 31 de diciembre de 2025 a las 23:30',
    );
    expect(generatedAtLabel('')).toBeNull();
    expect(generatedAtLabel('ayer')).toBeNull();
  });
});
