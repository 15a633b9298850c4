import { ChevronDown } from 'lucide-react';
import { type ComponentProps, type ReactNode, useId } from 'react';
import { cn } from '../../lib/cn.ts';
import { describedBy, FieldLabel, FieldMessages, inputClasses } from './field-parts.tsx';

export type SelectOption = { value: string; label: string };

type SelectFieldProps = ComponentProps<'select'> & {
  label: string;
  options: readonly SelectOption[];
  /** Text of the empty first option; the field is optional when present. */
  placeholder?: string;
  error?: string;
  hint?: ReactNode;
};

/** The select itself, with our chevron: for a field laid out by its caller. */
export function SelectInput({
  options,
  placeholder,
  className,
  ...props
}: ComponentProps<'select'> & { options: readonly SelectOption[]; placeholder?: string }) {
  return (
    <div className={cn('relative', className)}>
      <select className={cn(inputClasses, 'appearance-none pr-10')} {...props}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-500"
      />
    </div>
  );
}

export function SelectField({
  label,
  options,
  placeholder,
  error,
  hint,
  id,
  className,
  ...props
}: SelectFieldProps) {
  const autoId = useId();
  const selectId = id ?? autoId;
  return (
    <div className={className}>
      <FieldLabel htmlFor={selectId}>{label}</FieldLabel>
      <SelectInput
        id={selectId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(selectId, hint, error)}
        options={options}
        placeholder={placeholder}
        {...props}
      />
      <FieldMessages id={selectId} hint={hint} error={error} />
    </div>
  );
}
