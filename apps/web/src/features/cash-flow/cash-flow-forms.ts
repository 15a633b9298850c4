import {
  type CashFlowEntry,
  CashFlowEntryInputSchema,
  ENTRY_TYPE_LABELS,
  ENTRY_TYPES,
  type EntryType,
  z,
} from '@caudal/contracts';
import { IVA_RATES, type IvaRate } from '@caudal/finance';
import type { SelectOption } from '../../components/ui/select-field.tsx';
import { moneyToField, optionalNumber } from '../../lib/form-values.ts';

const input = CashFlowEntryInputSchema.shape;

/** The categories every owner gets suggested (spec 001 §5), after their own. */
export const SUGGESTED_CATEGORIES = ['Ventas', 'Marketing', 'Nómina'] as const;

/** The company's own categories first (most used), then the spec's, once each. */
export function categorySuggestions(own: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const category of [...own, ...SUGGESTED_CATEGORIES]) {
    const key = category.trim().toLocaleLowerCase('es-MX');
    if (key === '' || seen.has(key)) continue;
    seen.add(key);
    out.push(category.trim());
  }
  return out;
}

export const ENTRY_TYPE_OPTIONS: readonly SelectOption[] = ENTRY_TYPES.map((value) => ({
  value,
  label: ENTRY_TYPE_LABELS[value],
}));

/**
 * The IVA the amount includes: 'auto' leaves it to the category's default (or, saved, to what
 * the movement has: its CFDI's breakdown); 0 % and exento say it has none.
 */
export const IVA_OPTIONS: readonly SelectOption[] = [
  { value: 'auto', label: 'Según su categoría' },
  { value: '16', label: 'Incluye IVA 16 %' },
  { value: '8', label: 'Incluye IVA 8 % (frontera)' },
  { value: '0', label: 'Tasa 0 %' },
  { value: 'exento', label: 'Exento de IVA' },
];

/** The add-entry form as typed: the amount is text (pesos) until the schema reads it. */
export type EntryFormInput = {
  date: string;
  type: EntryType;
  amount: string;
  description: string;
  category: string;
  recurring: boolean;
  ivaRate: IvaRate | 'auto';
};

/**
 * The contract's own rules, field by field (their Spanish messages land on the fields); the
 * amount typed in pesos is checked by the wire side of `moneyInput`, as the API will.
 */
export const EntryFormSchema = z.object({
  date: input.date,
  type: input.type,
  amount: z
    .string()
    .trim()
    .min(1, { error: 'El monto es obligatorio' })
    .transform(optionalNumber)
    .pipe(input.amount.in),
  description: input.description,
  category: input.category,
  recurring: z.boolean(),
  ivaRate: z
    .enum(['auto', ...IVA_RATES], { error: 'El IVA debe ser 16, 8, 0 o exento' })
    .transform((v) => (v === 'auto' ? undefined : v)),
});
export type EntryFormOutput = z.output<typeof EntryFormSchema>;

/** A new entry (spec 001 §5): income, today, not recurring. */
export const newEntryForm = (today: string): EntryFormInput => ({
  date: today,
  type: 'income',
  amount: '',
  description: '',
  category: '',
  recurring: false,
  ivaRate: 'auto',
});

/** A saved entry as the form shows it (money as the pesos a person types). */
export const entryToForm = (entry: CashFlowEntry): EntryFormInput => ({
  date: entry.date,
  type: entry.type,
  amount: moneyToField(entry.amount),
  description: entry.description,
  category: entry.category,
  recurring: entry.recurring,
  ivaRate: entry.ivaRate ?? 'auto',
});
