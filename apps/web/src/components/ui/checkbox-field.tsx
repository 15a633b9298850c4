import { type ComponentProps, type ReactNode, useId } from 'react';

type CheckboxFieldProps = Omit<ComponentProps<'input'>, 'type'> & {
  label: string;
  /** Shown after the label, outside it (for example links to the terms). */
  after?: ReactNode;
  error?: string;
};

export function CheckboxField({
  label,
  after,
  error,
  id,
  className,
  ...props
}: CheckboxFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  return (
    <div className={className}>
      <div className="flex items-start gap-2.5">
        <input
          id={inputId}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-error` : undefined}
          className="mt-0.5 size-5 shrink-0 rounded border-slate-400"
          {...props}
        />
        <div className="text-sm text-slate-800">
          <label htmlFor={inputId}>{label}</label>
          {after}
        </div>
      </div>
      {error ? (
        <p id={`${inputId}-error`} className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
