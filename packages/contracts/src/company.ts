import { BUSINESS_STAGES, INDUSTRIES } from './auth.ts';
import { isoDate, recordName } from './common.ts';
import { count, money, moneyInput, ratio } from './numbers.ts';
import { taxRegimeSchema } from './taxes.ts';
import { text } from './text.ts';
import { z } from './zod-es.ts';

/**
 * The SAT's RFC: a persona moral's has 12 characters (3 letters), a persona física's 13 (4
 * letters); then the date of incorporation or birth (AAMMDD) and a 3-character homoclave.
 */
export const RFC_PATTERN = /^[A-ZÑ&]{3,4}[0-9]{6}[A-Z0-9]{3}$/;

export const rfcSchema = text('El RFC debe ser texto', { label: 'El RFC' })
  .trim()
  .transform((value) => value.toUpperCase())
  .pipe(
    z.string().regex(RFC_PATTERN, {
      error:
        'El RFC no es válido: debe tener 12 caracteres (persona moral: 3 letras, 6 dígitos de la fecha y 3 de homoclave) o 13 (persona física: 4 letras, 6 dígitos y 3 de homoclave)',
    }),
  );

/** How the cash today is counted, in the words every screen that shows or edits it uses. */
export const COMPANY_CASH_RULE =
  'Tu saldo de hoy es el que registraste más los movimientos con fecha posterior y los del mismo día que registres después; los de días anteriores ya estaban en él.';

/** GET /api/company: the signed-in user's company profile and its cash today. */
export const CompanySchema = z.object({
  name: z.string().nullable(),
  industry: z.enum(INDUSTRIES).nullable(),
  foundedDate: z.string().nullable(),
  employees: count().nullable(),
  businessModel: z.string().nullable(),
  stage: z.enum(BUSINESS_STAGES).nullable(),
  /**
   * The company's cash today (COMPANY_CASH_RULE: the balance the owner gave plus what moved
   * since); null when the owner has not said.
   */
  cashBalance: money().nullable(),
  /** The balance as the owner gave it, the day it is of and the moment they gave it. */
  cashBalanceGiven: z
    .object({ amount: money(), on: z.string(), at: z.string().nullable() })
    .nullable(),
  /** What customers owe the company (cuentas por cobrar); null when not said. */
  receivables: money().nullable(),
  /** What the company owes its suppliers (cuentas por pagar); null when not said. */
  payables: money().nullable(),
  /** Loans and credit the company owes (deuda); null when not said. */
  debt: money().nullable(),
  /** What the owners have put in and kept in the business (capital); null when not said. */
  equity: money().nullable(),
  /** The company's RFC (issue 13): which CFDI it issued (income) and which it received. */
  rfc: z.string().nullable(),
  /** The SAT regime (c_RegimenFiscal, issue 32): how the provisional ISR is estimated. */
  taxRegime: z.string().nullable(),
  /** The coeficiente de utilidad of the last annual return (LISR art. 14); null if not given. */
  profitCoefficient: ratio().nullable(),
  onboardingCompleted: z.boolean(),
});
export type Company = z.infer<typeof CompanySchema>;

/** PUT /api/company: the fields present change, the rest stay. */
export const UpdateCompanyRequestSchema = z.strictObject({
  name: recordName('El nombre de la empresa').nullable().optional(),
  industry: z.enum(INDUSTRIES, { error: 'Selecciona un giro válido' }).nullable().optional(),
  foundedDate: isoDate('La fecha de fundación').nullable().optional(),
  employees: count('El número de empleados debe ser un número entero')
    .min(1, { error: 'El número de empleados debe ser al menos 1' })
    .max(1_000_000, { error: 'El número de empleados es demasiado grande' })
    .nullable()
    .optional(),
  businessModel: text('El modelo de negocio debe ser texto', { label: 'El modelo de negocio' })
    .trim()
    .max(200, { error: 'El modelo de negocio es demasiado largo' })
    .nullable()
    .optional(),
  stage: z.enum(BUSINESS_STAGES, { error: 'Selecciona una etapa válida' }).nullable().optional(),
  cashBalance: moneyInput('El saldo de caja', { min: -1e11 }).nullable().optional(),
  /**
   * The day `cashBalance` is of, when not today: a bank statement's closing balance on its last
   * day. Movements after that day move it; those of that day are already in it. Not after today.
   */
  cashBalanceOn: isoDate('La fecha del saldo').optional(),
  receivables: moneyInput('El monto por cobrar').nullable().optional(),
  payables: moneyInput('El monto por pagar').nullable().optional(),
  debt: moneyInput('El monto de la deuda').nullable().optional(),
  equity: moneyInput('El capital', { min: -1e11 }).nullable().optional(),
  rfc: rfcSchema.nullable().optional(),
  taxRegime: taxRegimeSchema.nullable().optional(),
  profitCoefficient: ratio('El coeficiente de utilidad debe ser un número')
    .min(0, { error: 'El coeficiente de utilidad no puede ser negativo' })
    .max(1, {
      error: 'El coeficiente de utilidad es una fracción entre 0 y 1 (por ejemplo 0.2143)',
    })
    .multipleOf(0.0001, { error: 'El coeficiente de utilidad lleva a lo más 4 decimales' })
    .nullable()
    .optional(),
  onboardingCompleted: z
    .boolean({ error: 'onboardingCompleted debe ser verdadero o falso' })
    .optional(),
});
export type UpdateCompanyRequest = z.input<typeof UpdateCompanyRequestSchema>;
