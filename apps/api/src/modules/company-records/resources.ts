import {
  FixedCostInputSchema,
  FixedCostSchema,
  ProductInputSchema,
  ProductSchema,
  VariableCostLineInputSchema,
  VariableCostLineSchema,
} from '@caudal/contracts';
import { fixedCosts, products, variableCostLines } from '../../db/schema/index.ts';
import {
  fixedCostToRow,
  fixedCostView,
  productToRow,
  productView,
  variableCostLineToRow,
  variableCostLineView,
} from './mappers.ts';
import { ownedCrudRoutes } from './owned-crud.ts';

export const productRoutes = ownedCrudRoutes({
  table: products,
  tag: 'products',
  input: ProductInputSchema,
  output: ProductSchema,
  notFoundDetail: 'Producto no encontrado',
  toRow: productToRow,
  toView: productView,
  learningStep: 'product',
});

export const fixedCostRoutes = ownedCrudRoutes({
  table: fixedCosts,
  tag: 'fixed-costs',
  input: FixedCostInputSchema,
  output: FixedCostSchema,
  notFoundDetail: 'Costo fijo no encontrado',
  toRow: fixedCostToRow,
  toView: fixedCostView,
  learningStep: 'fixed-cost',
});

export const variableCostLineRoutes = ownedCrudRoutes({
  table: variableCostLines,
  tag: 'variable-cost-lines',
  input: VariableCostLineInputSchema,
  output: VariableCostLineSchema,
  notFoundDetail: 'Línea de costo no encontrada',
  toRow: variableCostLineToRow,
  toView: variableCostLineView,
  learningStep: 'fixed-cost',
});
