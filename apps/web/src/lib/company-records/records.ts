import {
  type Company,
  CompanySchema,
  type FixedCost,
  type FixedCostInput,
  FixedCostSchema,
  type Product,
  type ProductInput,
  ProductSchema,
  type UpdateCompanyRequest,
} from '@caudal/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api-client.ts';
import { financialDataKey } from '../query-keys.ts';
import { ownedRecords, useOwnedRecords } from './owned-records.ts';

// ---------------------------------------------------------------- the company (one per user)

export const companyKey = financialDataKey('company');

export const fetchCompany = () => apiRequest('/api/company', { schema: CompanySchema });

export const updateCompany = (body: UpdateCompanyRequest): Promise<Company> =>
  apiRequest('/api/company', { method: 'PUT', body, schema: CompanySchema });

export const useCompany = () => useQuery({ queryKey: companyKey, queryFn: fetchCompany });

// ---------------------------------------------------------------- its records

export const products = ownedRecords<Product, ProductInput>({
  path: '/api/products',
  key: 'products',
  schema: ProductSchema,
});

export const fixedCosts = ownedRecords<FixedCost, FixedCostInput>({
  path: '/api/fixed-costs',
  key: 'fixed-costs',
  schema: FixedCostSchema,
});

export const useProducts = () => useOwnedRecords(products);
export const useFixedCosts = () => useOwnedRecords(fixedCosts);
