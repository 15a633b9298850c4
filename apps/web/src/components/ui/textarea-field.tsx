import { type ComponentProps, type ReactNode, useId } from 'react';
import { cn } from '../../lib/cn.ts';
import { describedBy, FieldLabel, FieldMessages, inputClasses } from './field-parts.tsx';

type TextareaFieldProps = ComponentProps<'textarea'> & {
  label: string;
  error?: string;
  hint?: ReactNode;
};

/** A multi-line field with the same label, hint and error wiring as TextField. */
export function TextareaField({ label, error, hint, id, className, ...props }: TextareaFieldProps) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  return (
    <div className={className}>
      <FieldLabel htmlFor={fieldId}>{label}</FieldLabel>
      <textarea
        id={fieldId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(fieldId, hint, error)}
        className={cn(inputClasses, 'min-h-36 resize-y')}
        {...props}
      />
      <FieldMessages id={fieldId} hint={hint} error={error} />
    </div>
  );
}
