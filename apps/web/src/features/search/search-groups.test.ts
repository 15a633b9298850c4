import type { SearchResult } from '@caudal/contracts';
import { describe, expect, it } from 'vitest';
import { groupResults, moveHighlight } from './search-groups.ts';

const result = (id: string, category: SearchResult['category']): SearchResult => ({
  id,
  title: id,
  description: '',
  snippet: '',
  url: `/app/${id}`,
  category,
  type: category === 'modules' ? 'module' : category === 'concepts' ? 'section' : 'product',
});

describe('groupResults', () => {
  it('orders modules, then the book, then records, numbering them in that order', () => {
    const { groups, flat } = groupResults([
      result('a', 'other'),
      result('b', 'concepts'),
      result('c', 'modules'),
      result('d', 'concepts'),
    ]);
    expect(groups.map((g) => g.label)).toEqual(['Módulos', 'Conceptos y libro', 'Tus registros']);
    expect(flat.map((r) => r.id)).toEqual(['c', 'b', 'd', 'a']);
    expect(groups[1]?.items.map((i) => i.index)).toEqual([1, 2]);
  });

  it('leaves out empty groups', () => {
    expect(groupResults([result('a', 'other')]).groups.map((g) => g.label)).toEqual([
      'Tus registros',
    ]);
    expect(groupResults([]).groups).toEqual([]);
  });
});

describe('moveHighlight', () => {
  it.each([
    [-1, 1, 3, 0],
    [-1, -1, 3, 2],
    [0, 1, 3, 1],
    [2, 1, 3, 0],
    [0, -1, 3, 2],
    [0, 1, 0, -1],
  ] as const)('from %i by %i among %i goes to %i', (current, step, count, expected) => {
    expect(moveHighlight(current, step, count)).toBe(expected);
  });
});
