// What modules read of the company's figures. A module imports from here, never a file inside,
// so the files can be regrouped without touching their readers.

export { centavosOf, isOwnerMovement, type Range } from './amounts.ts';
export { type CompanyCash, cashOnSql, companyCashPart } from './cash.ts';
export {
  computedMetricsView,
  figuresInputs,
  figuresParts,
  loadCompanyFigures,
} from './company-figures.ts';
export { type DashboardCompany, dashboardCompanyPart } from './company-profile.ts';
export {
  alertThresholdsPart,
  type CompanySettingsRow,
  type CompanySettingsValues,
  DEFAULT_COMPANY_SETTINGS,
} from './company-settings.ts';
export { customerRecordsPart } from './customer-records.ts';
export { expenseCategoriesPart } from './expense-categories.ts';
export { categoryHistories, expenseCategoryHistoryPart } from './expense-category-history.ts';
export { hasAnyDataPart } from './has-data.ts';
export { dailyTotalsPart, monthlyCashPart, monthlyTotalsPart } from './months-and-days.ts';
export { type OpenDocumentRow, openDocumentsPart } from './open-documents.ts';
export { periodTotalsPart } from './period-totals.ts';
export { productsPart } from './products.ts';
export { companyMetrics, loadSnapshot, snapshotPart } from './snapshot.ts';
export { loadUnitEconomicsView } from './unit-economics.ts';
