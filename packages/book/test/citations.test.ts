import { describe, expect, it } from 'vitest';
import { citeTopic } from '../src/citations.ts';

// The advisors' citations (issue 12): a recommendation quotes its own chapter's section first.
describe('citeTopic', () => {
  it('quotes the section of the preferred chapter that is about the topic', () => {
    const runway = citeTopic('autonomía de caja meses que te quedan', [3]);
    expect(runway).toMatchObject({
      chapter: 3,
      title: expect.stringMatching(/^Autonomía de caja/),
    });
    expect(runway?.excerpt.length).toBeGreaterThan(40);

    const seasons = citeTopic('estacionalidad temporadas del año', [3]);
    expect(seasons).toMatchObject({ chapter: 3, title: expect.stringMatching(/^Estacionalidad/) });
  });

  it('keeps the chapters in the order given and falls back to the whole book', () => {
    const calendar = citeTopic('aguinaldo PTU calendario', [15, 3]);
    expect(calendar).toMatchObject({ chapter: 15 });
    // Chapter 1 says nothing about receivables' collection section; the best section anywhere wins.
    const receivables = citeTopic('cuentas por cobrar y por pagar', [99]);
    expect(receivables?.title).toBe('Cuentas por cobrar y por pagar');
  });

  it('is null when no section shares a word with the topic', () => {
    expect(citeTopic('xyzzy plugh', [3])).toBeNull();
  });
});
