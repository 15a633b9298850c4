import { and, desc, eq, ilike, or } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { cashFlowEntries, fixedCosts, products } from '../../db/schema/index.ts';

/** The company's products, fixed costs and entries whose name or category contain `query`. */
export async function findCompanyRecords(
  db: Queryable,
  companyId: string,
  query: string,
  limit: number,
) {
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
      .limit(limit),
    db
      .select()
      .from(fixedCosts)
      .where(
        and(
          eq(fixedCosts.companyId, companyId),
          or(ilike(fixedCosts.name, like), ilike(fixedCosts.category, like)),
        ),
      )
      .limit(limit),
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
      .limit(limit),
  ]);
  return { products: productRows, fixedCosts: costRows, entries: entryRows };
}
