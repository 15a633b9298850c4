import { bookIndex, fold, plainText, spanishTerms } from '@caudal/book';
import type { SearchResult } from '@caudal/contracts';
import { toPesos } from '@caudal/finance';
import { and, desc, eq, ilike, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cashFlowEntries, fixedCosts, products } from '../../db/schema/index.ts';
import { APP_SCREENS } from './app-modules.ts';

const money = new Intl.NumberFormat('es-MX', {
  style: 'currency',
  currency: 'MXN',
  maximumFractionDigits: 0,
});
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
export async function search(db: Db, companyId: string, query: string): Promise<SearchResult[]> {
  const screens: SearchResult[] = APP_SCREENS.filter((s) =>
    matches(query, `${s.title} ${s.description} ${s.keywords}`),
  ).map((s) => ({
    id: `module-${s.id}`,
    title: s.title,
    description: 'Módulo de Caudal',
    snippet: s.description,
    url: s.url,
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

  const like = `%${query.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const [productRows, costRows, entryRows] = await Promise.all([
    db
      .select()
      .from(products)
      .where(
        and(
          eq(products.companyId, companyId),
          or(ilike(products.name, like), ilike(products.category, like)),
        ),
      )
      .limit(PER_KIND),
    db
      .select()
      .from(fixedCosts)
      .where(
        and(
          eq(fixedCosts.companyId, companyId),
          or(ilike(fixedCosts.name, like), ilike(fixedCosts.category, like)),
        ),
      )
      .limit(PER_KIND),
    db
      .select()
      .from(cashFlowEntries)
      .where(
        and(
          eq(cashFlowEntries.companyId, companyId),
          or(ilike(cashFlowEntries.description, like), ilike(cashFlowEntries.category, like)),
        ),
      )
      .orderBy(desc(cashFlowEntries.date))
      .limit(PER_KIND),
  ]);
  const records: SearchResult[] = [
    ...productRows.map((p) => ({
      id: `product-${p.id}`,
      title: p.name,
      description: `Producto · ${p.category}`,
      snippet: `Precio ${money.format(toPesos(p.priceCents))}, ${p.monthlySales.toLocaleString('es-MX')} unidades al mes`,
      url: '/app/costs-pricing',
      category: 'other' as const,
      type: 'product' as const,
    })),
    ...costRows.map((c) => ({
      id: `fixed-cost-${c.id}`,
      title: c.name,
      description: `Costo fijo · ${c.category}`,
      snippet: `${money.format(toPesos(c.amountCents))} ${c.recurring ? 'al mes' : 'al año'}`,
      url: '/app/costs-pricing',
      category: 'other' as const,
      type: 'fixed-cost' as const,
    })),
    ...entryRows.map((e) => ({
      id: `entry-${e.id}`,
      title: e.description,
      description: `${e.type === 'income' ? 'Ingreso' : 'Gasto'} · ${e.category} · ${e.date}`,
      snippet: money.format(toPesos(e.amountCents)),
      url: '/app/cash-flow',
      category: 'other' as const,
      type: 'entry' as const,
    })),
  ];
  return [...screens, ...sections, ...concepts, ...records];
}
