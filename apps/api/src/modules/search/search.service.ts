import { bookIndex, fold, plainText, spanishTerms } from '@caudal/book';
import { APP_MODULES, appModule, appModuleUrl, type SearchResult } from '@caudal/contracts';
import type { Queryable } from '../../db/client.ts';
import { formatDay, formatMoney } from '../../lib/format.ts';
import { findCompanyRecords } from './search.repository.ts';

const PER_KIND = 5;

function matches(query: string, text: string): boolean {
  const folded = fold(text);
  if (folded.includes(fold(query))) return true;
  const terms = new Set(spanishTerms(text));
  return spanishTerms(query).some((term) => terms.has(term));
}

function snippet(text: string, query: string, length = 140): string {
  const plain = plainText(text);
  const at = fold(plain).indexOf(fold(spanishTerms(query)[0] ?? query).slice(0, 4));
  const start = Math.max(0, at - 40);
  const cut = plain.slice(start, start + length).trim();
  return `${start > 0 ? '…' : ''}${cut}${start + length < plain.length ? '…' : ''}`;
}

/** Modules, book sections and concepts, and the company's own records, for the header search. */
export async function search(
  db: Queryable,
  companyId: string,
  query: string,
): Promise<SearchResult[]> {
  const screens: SearchResult[] = APP_MODULES.filter((m) =>
    matches(query, `${m.label} ${m.search.description} ${m.search.keywords}`),
  ).map((m) => ({
    id: `module-${m.id}`,
    title: m.label,
    description: 'Módulo de Caudal',
    snippet: m.search.description,
    url: appModuleUrl(m),
    category: 'modules',
    type: 'module',
  }));

  const { chapters, search: searchBook } = bookIndex();
  const concepts: SearchResult[] = chapters
    .flatMap((c) => c.concepts)
    .filter((c) => matches(query, `${c.term} ${c.definition}`))
    .slice(0, PER_KIND)
    .map((c) => ({
      id: `concept-${c.id}`,
      title: c.term,
      description: `Concepto · Capítulo ${c.chapter}`,
      snippet: c.formula || c.definition,
      url: `/app/libro/${c.chapter}`,
      category: 'concepts',
      type: 'concept',
    }));
  const sections: SearchResult[] = searchBook(query, PER_KIND).map(({ section }) => ({
    id: `section-${section.id}`,
    title: section.title,
    description: `Libro · Capítulo ${section.chapter}: ${section.chapterTitle}`,
    snippet: snippet(section.text, query),
    url: `/app/libro/${section.chapter}#${section.anchor}`,
    category: 'concepts',
    type: 'section',
  }));

  const found = await findCompanyRecords(db, companyId, query, PER_KIND);
  const records: SearchResult[] = [
    ...found.products.map((p) => ({
      id: `product-${p.id}`,
      title: p.name,
      description: `Producto · ${p.category}`,
      snippet: `Precio ${formatMoney(p.priceCentavos)}, ${p.monthlySales.toLocaleString('es-MX')} unidades al mes`,
      url: appModuleUrl(appModule('costs-pricing')),
      category: 'other' as const,
      type: 'product' as const,
    })),
    ...found.fixedCosts.map((c) => ({
      id: `fixed-cost-${c.id}`,
      title: c.name,
      description: `Costo fijo · ${c.category}`,
      snippet: `${formatMoney(c.amountCentavos)} ${c.recurring ? 'al mes' : 'al año'}`,
      url: appModuleUrl(appModule('costs-pricing')),
      category: 'other' as const,
      type: 'fixed-cost' as const,
    })),
    ...found.entries.map((e) => ({
      id: `entry-${e.id}`,
      title: e.description,
      description: `${e.type === 'income' ? 'Ingreso' : 'Gasto'} · ${e.category} · ${formatDay(e.date)}`,
      snippet: formatMoney(e.amountCentavos),
      url: appModuleUrl(appModule('cash-flow')),
      category: 'other' as const,
      type: 'entry' as const,
    })),
  ];
  return [...screens, ...sections, ...concepts, ...records];
}
