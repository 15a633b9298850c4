import { describe, expect, it } from 'vitest';
import { answerFromBook } from '../src/answer.ts';
import { bookIndex } from '../src/search-index.ts';
import { QUESTIONS, UNCOVERED_QUESTIONS } from './questions.ts';

describe('retrieval over the book', () => {
  const index = bookIndex();

  it('finds the right chapter in the top 3 for at least 90 % of the question set', () => {
    const misses: string[] = [];
    for (const { question, chapter } of QUESTIONS) {
      const top = index.search(question, 3).map((hit) => hit.section.chapter);
      if (!top.includes(chapter))
        misses.push(`${question} → ${top.join(', ')} (esperado ${chapter})`);
    }
    expect(QUESTIONS.length).toBeGreaterThanOrEqual(40);
    expect(misses.length / QUESTIONS.length, misses.join('\n')).toBeLessThanOrEqual(0.1);
  });

  it('answers with citations whose text addresses the question', () => {
    const result = answerFromBook('¿Qué es el margen de seguridad?', index);
    expect(result.covered).toBe(true);
    expect(result.citations[0]?.chapter).toBe(9);
    expect(result.citations[0]?.excerpt.toLowerCase()).toContain('seguridad');
    expect(result.answer).toMatch(/capítulo 9/);
  });

  it('every question of the set gets a covered answer citing its chapter', () => {
    const uncovered = QUESTIONS.filter(({ question, chapter }) => {
      const result = answerFromBook(question, index);
      return !result.covered || !result.citations.some((c) => c.chapter === chapter);
    }).map((q) => q.question);
    expect(uncovered.length / QUESTIONS.length, uncovered.join('\n')).toBeLessThanOrEqual(0.1);
  });

  it('says honestly when the book does not cover a question', () => {
    for (const question of UNCOVERED_QUESTIONS) {
      const result = answerFromBook(question, index);
      expect(result.covered, question).toBe(false);
      expect(result.answer).toMatch(/no trata/);
    }
  });
});
