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
  z,
} from '@caudal/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { financialDataKey } from '../../../lib/query-keys.ts';

export const companyKey = financialDataKey('company');
export const productsKey = financialDataKey('products');
export const fixedCostsKey = financialDataKey('fixed-costs');

export const fetchCompany = () => apiRequest('/api/company', { schema: CompanySchema });

export const updateCompany = (body: UpdateCompanyRequest): Promise<Company> =>
  apiRequest('/api/company', { method: 'PUT', body, schema: CompanySchema });

export const fetchProducts = () => apiRequest('/api/products', { schema: z.array(ProductSchema) });

export const createProduct = (body: ProductInput): Promise<Product> =>
  apiRequest('/api/products', { method: 'POST', body, schema: ProductSchema });

export const updateProduct = (id: string, body: ProductInput): Promise<Product> =>
  apiRequest(`/api/products/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body,
    schema: ProductSchema,
  });

export const deleteProduct = (id: string) =>
  apiRequest(`/api/products/${encodeURIComponent(id)}`, { method: 'DELETE' });

export const fetchFixedCosts = () =>
  apiRequest('/api/fixed-costs', { schema: z.array(FixedCostSchema) });

export const createFixedCost = (body: FixedCostInput): Promise<FixedCost> =>
  apiRequest('/api/fixed-costs', { method: 'POST', body, schema: FixedCostSchema });

export const updateFixedCost = (id: string, body: FixedCostInput): Promise<FixedCost> =>
  apiRequest(`/api/fixed-costs/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body,
    schema: FixedCostSchema,
  });

export const deleteFixedCost = (id: string) =>
  apiRequest(`/api/fixed-costs/${encodeURIComponent(id)}`, { method: 'DELETE' });

export const useCompany = () => useQuery({ queryKey: companyKey, queryFn: fetchCompany });
export const useProducts = () => useQuery({ queryKey: productsKey, queryFn: fetchProducts });
export const useFixedCosts = () => useQuery({ queryKey: fixedCostsKey, queryFn: fetchFixedCosts });
