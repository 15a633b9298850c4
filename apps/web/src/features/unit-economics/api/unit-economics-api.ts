import {
  type CarlosResponse,
  CarlosResponseSchema,
  type CustomerRecord,
  type CustomerRecordInput,
  CustomerRecordSchema,
  CustomerRecordsImportResultSchema,
  type UnitEconomicsScenario,
  type UnitEconomicsScenarioInput,
  UnitEconomicsScenarioSchema,
  UnitEconomicsViewSchema,
} from '@caudal/contracts';
import { ALL_PRODUCTS_ID } from '@caudal/finance';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import {
  ownedRecords,
  useOwnedRecords,
  useRecordActions,
} from '../../../lib/company-records/owned-records.ts';
import { FINANCIAL_DATA_KEY, financialDataKey } from '../../../lib/query-keys.ts';

// Under `financial-data`: a product or a customer month saved anywhere refreshes the view.
export const unitEconomicsViewKey = financialDataKey('unit-economics', 'view');

export const useUnitEconomicsView = () =>
  useQuery({
    queryKey: unitEconomicsViewKey,
    queryFn: ({ signal }) =>
      apiRequest('/api/unit-economics/view', { schema: UnitEconomicsViewSchema, signal }),
  });

export const customerRecords = ownedRecords<CustomerRecord, CustomerRecordInput>({
  path: '/api/customer-records',
  key: 'customer-records',
  schema: CustomerRecordSchema,
});
export const useCustomerRecords = () => useOwnedRecords(customerRecords);
export const useCustomerActions = () => useRecordActions(customerRecords);

/** Imports a CSV of months (each replaces the month already recorded) and refreshes the figures. */
export function useCustomerImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (csv: string) =>
      apiRequest('/api/customer-records/import', {
        method: 'POST',
        body: { csv },
        schema: CustomerRecordsImportResultSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: FINANCIAL_DATA_KEY }),
  });
}

export const scenarios = ownedRecords<UnitEconomicsScenario, UnitEconomicsScenarioInput>({
  path: '/api/unit-economics/scenarios',
  key: 'unit-economics-scenarios',
  schema: UnitEconomicsScenarioSchema,
});
export const useScenarios = () => useOwnedRecords(scenarios);
export const useScenarioActions = () => useRecordActions(scenarios);

/**
 * Carlos's analysis (POST /api/agents/carlos/unit-economics-analysis) of the product on screen:
 * the server reads the company's own figures; the body only names the product.
 */
export function useCarlosAnalysis(onDone: () => void) {
  return useMutation({
    mutationFn: (productId: string): Promise<CarlosResponse> =>
      apiRequest('/api/agents/carlos/unit-economics-analysis', {
        method: 'POST',
        body: { product_id: productId === ALL_PRODUCTS_ID ? null : productId },
        schema: CarlosResponseSchema,
      }),
    onSuccess: onDone,
  });
}
