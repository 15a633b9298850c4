import type { Company, FixedCost, Product } from '@caudal/contracts';
import type { ReactNode } from 'react';
import { LoadingState } from '../../../components/ui/loading-state.tsx';
import { ErrorState } from '../../../components/ui/query-states.tsx';
import { useCompany, useFixedCosts, useProducts } from '../../../lib/company-records/records.ts';

export type CompanyData = { company: Company; products: Product[]; fixedCosts: FixedCost[] };

/**
 * The company, its products and its fixed costs, loaded together (the wizard and "Datos de tu
 * empresa" need all three): `children` once they are here, an error with a retry, or loading.
 */
export function WithCompanyData({ children }: { children: (data: CompanyData) => ReactNode }) {
  const company = useCompany();
  const products = useProducts();
  const fixedCosts = useFixedCosts();
  const queries = [company, products, fixedCosts];
  const failed = queries.find((q) => q.isError);
  if (company.data && products.data && fixedCosts.data) {
    return children({
      company: company.data,
      products: products.data,
      fixedCosts: fixedCosts.data,
    });
  }
  if (failed) {
    return (
      <ErrorState
        title="No pudimos cargar los datos de tu empresa."
        error={failed.error}
        onRetry={() => {
          for (const q of queries) if (q.isError) void q.refetch();
        }}
      />
    );
  }
  return <LoadingState />;
}
