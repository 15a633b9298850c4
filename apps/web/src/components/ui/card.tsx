import { type ComponentProps, useId } from 'react';
import { cn } from '../../lib/cn.ts';

export function Card({ className, ...props }: ComponentProps<'section'>) {
  return (
    <section
      className={cn('rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6', className)}
      {...props}
    />
  );
}

type SectionCardProps = ComponentProps<'section'> & {
  title: string;
  /** A line under the title. */
  description?: string;
};

/** A card whose heading names the section for assistive technology. */
export function SectionCard({ title, description, children, ...props }: SectionCardProps) {
  const headingId = useId();
  return (
    <Card aria-labelledby={headingId} {...props}>
      <h2
        id={headingId}
        className={cn('text-lg font-semibold text-slate-900', description ? 'mb-1' : 'mb-4')}
      >
        {title}
      </h2>
      {description ? <p className="mb-4 text-sm text-slate-600">{description}</p> : null}
      {children}
    </Card>
  );
}
