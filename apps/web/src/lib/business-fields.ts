/** The company fields of the register payload and the profile, as typed in a form (all text). */
export type BusinessFieldsInput = {
  company_name: string;
  industry: string;
  business_stage: string;
  employee_count: string;
  monthly_revenue: string;
  phone: string;
  country: string;
};
