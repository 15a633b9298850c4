import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button.tsx';
import { Drawer } from '../../components/ui/dialog.tsx';
import { LANDING_SECTIONS } from './landing-nav.tsx';

type PublicMenuProps = { open: boolean; onOpenChange: (open: boolean) => void };

/**
 * The public bar's menu below md: the landing's sections and the account pages. A dialog, so
 * focus stays inside, Escape closes it and focus returns to the button that opened it.
 */
export function PublicMenu({ open, onOpenChange }: PublicMenuProps) {
  const close = () => onOpenChange(false);
  return (
    <Drawer open={open} onOpenChange={onOpenChange} title="Menú" side="right">
      <nav aria-label="Secciones de la página" className="p-3">
        <ul className="space-y-1">
          {LANDING_SECTIONS.map((section) => (
            <li key={section.href}>
              {/* From any public page: the landing scrolls to the section in the address. */}
              <Link
                to={`/${section.href}`}
                onClick={close}
                className="flex min-h-11 items-center rounded-lg px-3 text-base font-medium text-slate-800 hover:bg-slate-100"
              >
                {section.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-auto space-y-2 border-t border-slate-200 p-4">
        <Link
          to="/login"
          onClick={close}
          className={buttonClasses({ variant: 'secondary', className: 'w-full' })}
        >
          Iniciar sesión
        </Link>
        <Link to="/register" onClick={close} className={buttonClasses({ className: 'w-full' })}>
          Crear cuenta
        </Link>
      </div>
    </Drawer>
  );
}
