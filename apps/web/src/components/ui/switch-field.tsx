import { Switch } from 'radix-ui';
import { type ReactNode, useId } from 'react';
import { cn } from '../../lib/cn.ts';

type SwitchFieldProps = {
  label: string;
  /** A line under the label: what the switch does, or why it is off. */
  description?: ReactNode;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
  /** Shown under the description in red, announced. */
  error?: string;
  name?: string;
};

/**
 * An on/off setting (a Radix switch: Space toggles it) with its label and a description the
 * switch is described by, so a screen reader reads both.
 */
export function SwitchField({
  label,
  description,
  checked,
  onCheckedChange,
  disabled,
  error,
  name,
}: SwitchFieldProps) {
  const id = useId();
  const describedBy =
    [description ? `${id}-description` : null, error ? `${id}-error` : null]
      .filter(Boolean)
      .join(' ') || undefined;
  return (
    <div className="flex items-start justify-between gap-4 py-3">
      <div className="min-w-0">
        <label htmlFor={id} className="text-sm font-medium text-slate-900">
          {label}
        </label>
        {description ? (
          <p id={`${id}-description`} className="mt-0.5 text-sm text-slate-600">
            {description}
          </p>
        ) : null}
        {error ? (
          <p id={`${id}-error`} role="alert" className="mt-1 text-sm font-medium text-red-700">
            {error}
          </p>
        ) : null}
      </div>
      <Switch.Root
        id={id}
        name={name}
        checked={checked}
        disabled={disabled}
        aria-describedby={describedBy}
        onCheckedChange={onCheckedChange}
        className={cn(
          'relative mt-0.5 inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors disabled:cursor-not-allowed disabled:opacity-60',
          checked ? 'bg-brand-700' : 'bg-slate-400',
        )}
      >
        <Switch.Thumb className="block size-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-5" />
      </Switch.Root>
    </div>
  );
}
