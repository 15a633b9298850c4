import { RadioGroup } from 'radix-ui';
import { cn } from '../../lib/cn.ts';

type Option<T extends string> = { value: T; label: string };

type Props<T extends string> = {
  /** The group's accessible name. */
  label: string;
  /** null: nothing chosen yet (no option is checked). */
  value: T | null;
  options: readonly Option<T>[];
  onChange: (value: T) => void;
  className?: string;
};

/** A row of mutually exclusive choices: a radio group (arrow keys move the selection). */
export function SegmentedControl<T extends string>({
  label,
  value,
  options,
  onChange,
  className,
}: Props<T>) {
  return (
    <RadioGroup.Root
      aria-label={label}
      value={value ?? ''}
      onValueChange={(next) => {
        const option = options.find((o) => o.value === next);
        if (option) onChange(option.value);
      }}
      orientation="horizontal"
      className={cn('inline-flex rounded-xl border border-slate-200 bg-white p-1', className)}
    >
      {options.map((option) => (
        <RadioGroup.Item
          key={option.value}
          value={option.value}
          className="min-h-9 flex-auto rounded-lg px-1.5 py-1 text-[13px] leading-tight font-medium whitespace-nowrap text-slate-700 sm:px-3 sm:text-sm hover:bg-slate-100 data-[state=checked]:bg-brand-700 data-[state=checked]:text-white"
        >
          {option.label}
        </RadioGroup.Item>
      ))}
    </RadioGroup.Root>
  );
}
