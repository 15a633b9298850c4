import { type ReactNode, useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { useReturnTo } from '../../../lib/use-return-to.ts';

type StepLayoutProps = {
  title: string;
  description: string;
  /** Move focus to the heading (the user just arrived from another step). */
  focusOnMount: boolean;
  children: ReactNode;
};

/** A step's heading and intro; the heading takes focus when the user moves between steps. */
export function StepLayout({ title, description, focusOnMount, children }: StepLayoutProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnMount) heading.current?.focus();
  }, [focusOnMount]);
  return (
    <div className="space-y-5">
      <div>
        <h2
          ref={heading}
          tabIndex={-1}
          className="text-xl font-semibold text-slate-900 outline-none"
        >
          {title}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{description}</p>
      </div>
      {children}
    </div>
  );
}

type StepActionsProps = {
  onBack?: () => void;
  saving: boolean;
  submitLabel?: string;
};

/** Atrás, Omitir por ahora (to the dashboard or the page the owner came for, nothing marked
 * complete) and Siguiente. */
export function StepActions({ onBack, saving, submitLabel = 'Siguiente' }: StepActionsProps) {
  const skipTo = useReturnTo() ?? '/app/dashboard';
  return (
    <div className="flex flex-col-reverse gap-3 border-t border-slate-200 pt-5 sm:flex-row sm:items-center">
      {onBack ? (
        <Button variant="secondary" onClick={onBack} disabled={saving}>
          Atrás
        </Button>
      ) : null}
      <Link to={skipTo} className={buttonClasses({ variant: 'ghost' })}>
        Omitir por ahora
      </Link>
      <Button type="submit" disabled={saving} className="sm:ml-auto sm:min-w-36">
        {saving ? 'Guardando...' : submitLabel}
      </Button>
    </div>
  );
}
