import {
  type ApplyPriceResponse,
  ApplyPriceResponseSchema,
  CostsPricingViewSchema,
  type PricingInputsInput,
  ProductPricingSchema,
  type VariableCostLine,
  type VariableCostLineInput,
  VariableCostLineSchema,
} from '@caudal/contracts';
import type { PlainNumber } from '@caudal/finance/money';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import {
  ownedRecords,
  useOwnedRecords,
  useRecordActions,
} from '../../../lib/company-records/owned-records.ts';
import { fixedCosts, products } from '../../../lib/company-records/records.ts';
import { FINANCIAL_DATA_KEY, financialDataKey } from '../../../lib/query-keys.ts';

// Under `financial-data`: a product, cost or price saved anywhere refreshes the view, and a
// price applied here refreshes the dashboard and the header.
export const costsPricingViewKey = financialDataKey('costs-pricing', 'view');

export const useCostsPricingView = () =>
  useQuery({
    queryKey: costsPricingViewKey,
    queryFn: ({ signal }) =>
      apiRequest('/api/costs-pricing/view', { schema: CostsPricingViewSchema, signal }),
  });

export const costLines = ownedRecords<VariableCostLine, VariableCostLineInput>({
  path: '/api/variable-cost-lines',
  key: 'variable-cost-lines',
  schema: VariableCostLineSchema,
});

export const useProductList = () => useOwnedRecords(products);
export const useProductActions = () => useRecordActions(products);
export const useFixedCostList = () => useOwnedRecords(fixedCosts);
export const useFixedCostActions = () => useRecordActions(fixedCosts);
export const useCostLineList = () => useOwnedRecords(costLines);
export const useCostLineActions = () => useRecordActions(costLines);

const productPath = (id: string, rest: string) =>
  `/api/costs-pricing/products/${encodeURIComponent(id)}/${rest}`;

/** Saves the owner's pricing inputs of a product (they survive a reload). */
export function useSavePricingInputs() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ productId, body }: { productId: string; body: PricingInputsInput }) =>
      apiRequest(productPath(productId, 'pricing-inputs'), {
        method: 'PUT',
        body,
        schema: ProductPricingSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: costsPricingViewKey }),
  });
}

/** "Aplicar precio": the product's new price, for real; everything built on it refreshes. */
export function useApplyPrice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      productId,
      price,
    }: {
      productId: string;
      price: PlainNumber;
    }): Promise<ApplyPriceResponse> =>
      apiRequest(productPath(productId, 'price'), {
        method: 'POST',
        body: { price },
        schema: ApplyPriceResponseSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: FINANCIAL_DATA_KEY }),
  });
}
