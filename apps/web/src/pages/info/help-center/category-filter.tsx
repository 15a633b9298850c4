import { RadioGroup } from 'radix-ui';
import { formatInteger } from '../../../lib/format.ts';
import { FAQ_CATEGORIES, type FaqFilterCategory } from './faq-data.ts';

const OPTIONS: readonly { id: FaqFilterCategory; label: string }[] = [
  { id: 'todos', label: 'Todos' },
  ...FAQ_CATEGORIES,
];

type CategoryFilterProps = {
  value: FaqFilterCategory;
  onChange: (value: FaqFilterCategory) => void;
  /** How many questions each category would show with the current search. */
  counts: Record<FaqFilterCategory, number>;
};

/** The category chips: one radio group (arrow keys move the choice), wrapping on a phone. */
export function CategoryFilter({ value, onChange, counts }: CategoryFilterProps) {
  return (
    <RadioGroup.Root
      aria-label="Filtrar por categoría"
      value={value}
      onValueChange={(next) => {
        const option = OPTIONS.find((o) => o.id === next);
        if (option) onChange(option.id);
      }}
      orientation="horizontal"
      className="flex flex-wrap gap-2"
    >
      {OPTIONS.map((option) => (
        <RadioGroup.Item
          key={option.id}
          value={option.id}
          className="inline-flex min-h-10 items-center gap-1.5 rounded-full border border-slate-300 bg-white px-3.5 text-sm font-medium text-slate-700 hover:border-brand-600 hover:text-brand-800 data-[state=checked]:border-brand-700 data-[state=checked]:bg-brand-700 data-[state=checked]:text-white"
        >
          {option.label}
          <span className="text-xs opacity-80">({formatInteger(counts[option.id])})</span>
        </RadioGroup.Item>
      ))}
    </RadioGroup.Root>
  );
}
