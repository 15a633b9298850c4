import { describe, expect, it } from 'vitest';
import { answerFromBook } from '../src/answer.ts';
import { FIGURE_SECTIONS, figureTopic, ownFigureAsked } from '../src/figures.ts';
import { FOLLOW_UP_QUESTIONS, followUpQuestions } from '../src/follow-ups.ts';
import { bookIndex } from '../src/search-index.ts';
import { passageUnits } from '../src/sentences.ts';
import { QUESTIONS } from './questions.ts';

const index = bookIndex();

/** The section's text as a reader sees it: Markdown marks out, one space between words. */
const readable = (markdown: string) =>
  markdown
    .replace(/\[([^\]]+)\]\(\/app\/[^)]*\)/g, '$1')
    .replace(/^\s*(?:[-*]|\d+\.)\s+/gm, '')
    .replace(/\*\*|`|\*/g, '')
    .replace(/\s+/g, ' ');

const segmenter = new Intl.Segmenter('es', { granularity: 'sentence' });
const sentencesOf = (text: string) =>
  [...segmenter.segment(text)].map((s) => s.segment.trim()).filter(Boolean);

/**
 * Each sentence of the excerpt is in the cited section word for word, and what follows it there
 * is not a letter: nothing was cut mid-word. (A formula line gets a full stop in prose: it is
 * compared without it.)
 */
function expectWholeSentences(excerpt: string, sectionMarkdown: string) {
  const source = readable(sectionMarkdown);
  expect(excerpt).not.toContain('…');
  expect(excerpt).toMatch(/^[\p{Lu}¿¡«"]/u);
  expect(excerpt).toMatch(/[.!?:»")]$/);
  for (const sentence of sentencesOf(excerpt)) {
    const found = [sentence, sentence.replace(/\.$/, '')].find((s) => source.includes(s));
    expect(found, `«${sentence}» no está completa en la sección`).toBeDefined();
    const after = source.charAt(source.indexOf(found as string) + (found as string).length);
    expect(after, `«${sentence}» termina a media palabra`).not.toMatch(/[\p{L}\p{N}]/u);
  }
}

const sectionOf = (chapter: number, title: string) => {
  const section = [...index.sections.values()].find(
    (s) => s.chapter === chapter && s.title === title,
  );
  if (!section) throw new Error(`no existe ${chapter} ${title}`);
  return section;
};

describe('the break-even question', () => {
  const result = answerFromBook('¿Cómo calculo mi punto de equilibrio?', index);

  it('leads with the formula of chapter 9, in whole sentences', () => {
    expect(result.covered).toBe(true);
    expect(
      result.answer.startsWith(
        'Según el capítulo 9, «Punto de equilibrio», en «Punto de equilibrio en unidades»: ' +
          'La fórmula básica para un producto es: ' +
          'Unidades de equilibrio = costos fijos ÷ (precio − costo variable unitario). ' +
          'Es decir, costos fijos entre margen de contribución por unidad.',
      ),
    ).toBe(true);
    expect(result.citations[0]).toMatchObject({
      chapter: 9,
      title: 'Punto de equilibrio en unidades',
      anchor: 'punto-de-equilibrio-en-unidades',
    });
  });

  it('keeps to the break-even: no aguinaldo, no IVA, nothing cut', () => {
    expect(result.answer).not.toMatch(/aguinaldo|prima vacacional|IVA/i);
    expect(result.answer).not.toContain('…');
    for (const c of result.citations) {
      expect(c.chapter).toBe(9);
      expect(c.title).toMatch(/^Punto de equilibrio/);
      expectWholeSentences(c.excerpt, sectionOf(c.chapter, c.title).text);
      // Every passage used is named in the answer with its section, and quoted as cited.
      expect(result.answer).toContain(`«${c.title}»: ${c.excerpt}`);
    }
  });
});

describe('the reserve question', () => {
  it('leads with the book’s rule of two months of costs, from chapter 12', () => {
    const result = answerFromBook('¿Cuánto efectivo debo tener de reserva?', index);
    expect(result.citations.map((c) => [c.chapter, c.title])).toEqual([
      [12, 'Riesgo de liquidez'],
      [3, 'Razón de liquidez: cuántos meses de costos tienes en el banco'],
    ]);
    expect(result.citations[0]?.excerpt).toBe(
      'Como regla práctica del libro, procura que tu razón de liquidez sea de al menos 2 meses ' +
        'de costos, y de 3 o más si tu negocio es muy estacional o depende de pocos clientes.',
    );
  });
});

describe('every answer of the question set', () => {
  it('quotes whole sentences of the sections it cites, and never ends mid-word', () => {
    for (const { question } of QUESTIONS) {
      const result = answerFromBook(question, index);
      expect(result.answer, question).not.toContain('…');
      expect(result.answer, question).toMatch(/[.!?:»")]$/);
      for (const c of result.citations)
        expectWholeSentences(c.excerpt, sectionOf(c.chapter, c.title).text);
    }
  });

  it('names the chapter and section of every passage it quotes', () => {
    for (const { question } of QUESTIONS) {
      const result = answerFromBook(question, index);
      if (!result.covered) continue;
      for (const c of result.citations) {
        expect(result.answer, question).toContain(`«${c.title}»: ${c.excerpt}`);
      }
      expect(result.answer, question).toContain(`capítulo ${result.citations[0]?.chapter}`);
    }
  });
});

describe('passageUnits', () => {
  it('cuts Markdown into whole sentences and formula lines, without tables', () => {
    const units = passageUnits(
      [
        'La fórmula es:',
        '',
        '`Días = unidades × 30 ÷ ventas`',
        '',
        'Es decir, el Sr. Pérez vende 3.5 piezas. ¿Le alcanza? Sí.',
        '',
        '| a | b |',
        '|---|---|',
        '',
        '- **Bajo:** menos de 2 meses.',
        '- Alto: 6 meses o más',
      ].join('\n'),
    );
    expect(units.map((u) => [u.text, u.formula, u.item])).toEqual([
      ['La fórmula es:', false, false],
      ['Días = unidades × 30 ÷ ventas', true, false],
      ['Es decir, el Sr. Pérez vende 3.5 piezas.', false, false],
      ['¿Le alcanza?', false, false],
      ['Sí.', false, false],
      ['Bajo: menos de 2 meses.', false, true],
      ['Alto: 6 meses o más', false, true],
    ]);
  });
});

describe('the owner’s figures', () => {
  it.each([
    ['¿Cómo calculo mi punto de equilibrio?', 'breakEven'],
    ['¿Cuánto efectivo debo tener de reserva?', 'cashReserve'],
    ['¿Cuántos meses de caja me quedan?', 'runway'],
    ['¿Cuánta autonomía tiene mi negocio?', 'runway'],
    ['¿Cuál es mi margen de seguridad?', 'marginOfSafety'],
    ['¿Cuál es mi margen de contribución?', 'contributionMargin'],
    ['¿Cuál es mi margen bruto?', 'grossMargin'],
    ['¿Qué tan bueno es mi margen neto?', 'netMargin'],
    ['¿Cómo van mis márgenes?', 'margins'],
    ['¿Cuánto efectivo me queda?', 'cash'],
    ['¿Cuánto dinero tengo en caja?', 'cash'],
    ['¿cuanta lana me queda?', 'cash'],
    ['¿Me alcanza la caja?', 'runway'],
    ['¿Cuánto estoy quemando al mes?', 'burn'],
    ['¿Cuál es mi burn rate?', 'burn'],
    ['¿Cómo va mi salud financiera?', 'healthScore'],
    ['¿Qué es el burn rate?', null],
    ['¿Qué es el punto de equilibrio?', null],
    ['¿Cómo fijo mi precio con un margen objetivo?', null],
    ['¿Qué producto paga mis costos fijos?', null],
  ])('%s → %s', (question, figure) => {
    expect(ownFigureAsked(question)).toBe(figure);
  });

  it('knows the topic without the owner asking for their own', () => {
    expect(figureTopic('¿Qué es el punto de equilibrio?')).toBe('breakEven');
    expect(figureTopic('¿Qué es el burn rate?')).toBe('burn');
  });

  it('pins a section of the book that exists for every figure', () => {
    for (const { sections } of Object.values(FIGURE_SECTIONS)) {
      for (const address of sections) {
        const found = [...index.sections.values()].some(
          (s) => `${s.chapter}#${s.anchor}` === address,
        );
        expect(found, address).toBe(true);
      }
    }
  });
});

describe('follow-up questions', () => {
  it('are all answered from the book', () => {
    for (const question of FOLLOW_UP_QUESTIONS) {
      expect(answerFromBook(question, index).covered, question).toBe(true);
    }
  });

  it('follow the figure, never repeat the question, at most four', () => {
    expect(
      followUpQuestions('¿cuál es mi margen de seguridad', {
        figure: 'breakEven',
        chapters: [9],
      }),
    ).toEqual([
      '¿Cuántos días del mes tardo en cubrir mis costos fijos?',
      '¿Cuál es mi margen de contribución?',
      '¿Cómo calculo mi punto de equilibrio?',
    ]);
    expect(answerFromBook('¿Qué es el EBITDA?', index).followUps.length).toBeGreaterThanOrEqual(2);
  });
});
