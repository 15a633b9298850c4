import type { EntryType } from '@caudal/contracts';

/** A description's keywords (whole words, lower case, no accents) → a category. */
export type CategoryRule = { keyword: string; category: string };

/**
 * The categories a Mexican small business meets first on its statements and invoices. The
 * owner's own rules (learned from the corrections in a preview) are tried before these.
 */
export const DEFAULT_CATEGORY_RULES: readonly CategoryRule[] = [
  { keyword: 'nomina', category: 'Nómina' },
  { keyword: 'sueldo', category: 'Nómina' },
  { keyword: 'sueldos', category: 'Nómina' },
  { keyword: 'imss', category: 'IMSS e Infonavit' },
  { keyword: 'infonavit', category: 'IMSS e Infonavit' },
  { keyword: 'sat', category: 'Impuestos' },
  { keyword: 'isr', category: 'Impuestos' },
  { keyword: 'impuesto', category: 'Impuestos' },
  { keyword: 'impuestos', category: 'Impuestos' },
  { keyword: 'cfe', category: 'Luz' },
  { keyword: 'comision federal de electricidad', category: 'Luz' },
  { keyword: 'telmex', category: 'Teléfono e internet' },
  { keyword: 'telcel', category: 'Teléfono e internet' },
  { keyword: 'izzi', category: 'Teléfono e internet' },
  { keyword: 'totalplay', category: 'Teléfono e internet' },
  { keyword: 'megacable', category: 'Teléfono e internet' },
  { keyword: 'renta', category: 'Renta' },
  { keyword: 'arrendamiento', category: 'Renta' },
  { keyword: 'agua', category: 'Agua' },
  { keyword: 'pemex', category: 'Combustible' },
  { keyword: 'gasolina', category: 'Combustible' },
  { keyword: 'gasolinera', category: 'Combustible' },
  { keyword: 'oxxo', category: 'Compras menores' },
  { keyword: 'comision', category: 'Comisiones bancarias' },
  { keyword: 'comisiones', category: 'Comisiones bancarias' },
  // After the commissions: 'IVA COMISION' is part of the bank's fee.
  { keyword: 'iva', category: 'Impuestos' },
  { keyword: 'interes', category: 'Intereses' },
  { keyword: 'intereses', category: 'Intereses' },
  { keyword: 'rendimientos', category: 'Intereses' },
  { keyword: 'seguro', category: 'Seguros' },
  { keyword: 'spei', category: 'Transferencias' },
];

/** Lower case, accents and punctuation gone: the words a rule is matched against. */
export function foldWords(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

const containsWords = (words: string[], keyword: string[]) => {
  outer: for (let i = 0; i + keyword.length <= words.length; i++) {
    for (let j = 0; j < keyword.length; j++) if (words[i + j] !== keyword[j]) continue outer;
    return true;
  }
  return false;
};

const STOP_WORDS = new Set(['de', 'del', 'la', 'el', 'a', 'en', 'y', 'por', 'para', 'con']);
/** Words that do not tell one payee from another ('Harinas del Bajío' is 'harinas bajio'). */
const significant = (words: string[]) => words.filter((w) => !STOP_WORDS.has(w));

/** The default when no rule matches. */
export const defaultCategory = (type: EntryType) => (type === 'income' ? 'Ventas' : 'General');

/**
 * The category of a description: the owner's rules first (longest keyword first), then the
 * defaults, then Ventas or General.
 */
export function categorize(
  description: string,
  type: EntryType,
  ownRules: readonly CategoryRule[],
  ownCategories: readonly string[] = [],
): string {
  const words = significant(foldWords(description));
  const byLength = (rules: readonly CategoryRule[]) =>
    [...rules].sort((a, b) => b.keyword.length - a.keyword.length);
  for (const rule of byLength(ownRules)) {
    if (containsWords(words, significant(rule.keyword.split(' ')))) return rule.category;
  }
  for (const rule of DEFAULT_CATEGORY_RULES) {
    if (containsWords(words, significant(rule.keyword.split(' '))))
      return ownCategoryFor(rule.category, ownCategories);
  }
  return ownCategoryFor(defaultCategory(type), ownCategories);
}

/**
 * The owner's own name for a default category, so an import does not invent a second one: the
 * same name ignoring case and accents ('nomina' for 'Nómina'), else the one owner category whose
 * words contain it ('Renta del local' for 'Renta'). The default itself when none fits or two do.
 */
export function ownCategoryFor(category: string, ownCategories: readonly string[]): string {
  const folded = foldWords(category);
  const key = folded.join(' ');
  const same = ownCategories.find((c) => foldWords(c).join(' ') === key);
  if (same) return same;
  const wanted = significant(folded);
  if (wanted.length === 0) return category;
  const containing = ownCategories.filter((c) => containsWords(significant(foldWords(c)), wanted));
  return containing.length === 1 ? (containing[0] ?? category) : category;
}

/**
 * The keyword a correction teaches: the description's first three words that are neither
 * numbers nor references ('SPEI ENVIADO BANORTE / 0065700028 …' → 'spei enviado banorte').
 * Null when the description has no such word.
 */
export function keywordOf(description: string): string | null {
  const words = significant(foldWords(description)).filter((w) => !/\d/.test(w));
  return words.length > 0 ? words.slice(0, 3).join(' ') : null;
}
