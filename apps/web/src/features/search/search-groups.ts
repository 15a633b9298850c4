import type { SearchResult } from '@caudal/contracts';

export type SearchGroup = {
  category: SearchResult['category'];
  label: string;
  /** Results with their position in the flat list the arrow keys move through. */
  items: { result: SearchResult; index: number }[];
};

const GROUP_LABELS: Record<SearchResult['category'], string> = {
  modules: 'Módulos',
  concepts: 'Conceptos y libro',
  other: 'Tus registros',
};
const ORDER: SearchResult['category'][] = ['modules', 'concepts', 'other'];

/** Non-empty groups in a fixed order; `flat` is the same results in the order shown. */
export function groupResults(results: readonly SearchResult[]): {
  groups: SearchGroup[];
  flat: SearchResult[];
} {
  const groups: SearchGroup[] = [];
  const flat: SearchResult[] = [];
  for (const category of ORDER) {
    const items = results
      .filter((result) => result.category === category)
      .map((result) => ({ result, index: flat.push(result) - 1 }));
    if (items.length > 0) groups.push({ category, label: GROUP_LABELS[category], items });
  }
  return { groups, flat };
}

/** The next highlighted position for ArrowDown (+1) or ArrowUp (-1), wrapping around. */
export function moveHighlight(current: number, step: 1 | -1, count: number): number {
  if (count === 0) return -1;
  if (current < 0) return step === 1 ? 0 : count - 1;
  return (current + step + count) % count;
}
