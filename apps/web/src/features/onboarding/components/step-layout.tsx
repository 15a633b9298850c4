import { createContext, type ReactNode, useContext, useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { useReturnTo } from '../../../lib/use-return-to.ts';
import { COMPANY_DATA_PATH } from '../onboarding-steps.ts';

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

/** True when the wizard was opened from "Datos de tu empresa" to change one step. */
export const EditingStepContext = createContext(false);

/**
 * Atrás, Omitir por ahora (to the dashboard or the page the owner came for, nothing marked
 * complete) and Siguiente; when one step is being changed from "Datos de tu empresa", Cancelar
 * (back there) and Guardar cambios.
 */
export function StepActions({ onBack, saving, submitLabel = 'Siguiente' }: StepActionsProps) {
  const editing = useContext(EditingStepContext);
  const skipTo = useReturnTo() ?? '/app/dashboard';
  if (editing) {
    return (
      <div className="flex flex-col-reverse gap-3 border-t border-slate-200 pt-5 sm:flex-row sm:items-center">
        <Link to={COMPANY_DATA_PATH} className={buttonClasses({ variant: 'secondary' })}>
          Cancelar
        </Link>
        <Button type="submit" disabled={saving} className="sm:ml-auto sm:min-w-36">
          {saving ? 'Guardando...' : 'Guardar cambios'}
        </Button>
      </div>
    );
  }
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
