import {
  type CashFlowEntry,
  CashFlowEntryInputSchema,
  ENTRY_TYPE_LABELS,
  ENTRY_TYPES,
  type EntryType,
  z,
} from '@caudal/contracts';
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

/** The add-entry form as typed: the amount is text (pesos) until the schema reads it. */
export type EntryFormInput = {
  date: string;
  type: EntryType;
  amount: string;
  description: string;
  category: string;
  recurring: boolean;
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
});

/** A saved entry as the form shows it (money as the pesos a person types). */
export const entryToForm = (entry: CashFlowEntry): EntryFormInput => ({
  date: entry.date,
  type: entry.type,
  amount: moneyToField(entry.amount),
  description: entry.description,
  category: entry.category,
  recurring: entry.recurring,
});
