import { type ComponentProps, type ReactNode, useId } from 'react';
import { cn } from '../../lib/cn.ts';
import { describedBy, FieldLabel, FieldMessages, inputClasses } from './field-parts.tsx';

export type TextFieldProps = ComponentProps<'input'> & {
  label: string;
  error?: string;
  hint?: ReactNode;
};

export function TextField({ label, error, hint, id, className, ...props }: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  return (
    <div className={className}>
      <FieldLabel htmlFor={inputId}>{label}</FieldLabel>
      <input
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(inputId, hint, error)}
        className={cn(inputClasses)}
        {...props}
      />
      <FieldMessages id={inputId} hint={hint} error={error} />
    </div>
  );
}

/** An email address: the right keyboard on phones and the browser's autofill. */
export function EmailField(props: Omit<TextFieldProps, 'type' | 'inputMode'>) {
  return <TextField type="email" autoComplete="email" inputMode="email" {...props} />;
}
