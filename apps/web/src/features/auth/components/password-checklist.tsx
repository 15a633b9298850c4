import { Check, Circle } from 'lucide-react';
import { cn } from '../../../lib/cn.ts';
import { passwordChecklist } from '../password-rules.ts';

/** Live checklist of password qualities; only the length is required by the server. */
export function PasswordChecklist({ password, id }: { password: string; id?: string }) {
  return (
    <ul
      id={id}
      aria-label="Recomendaciones para tu contraseña"
      className="mt-2 grid grid-cols-2 gap-1.5 text-sm"
    >
      {passwordChecklist(password).map((rule) => (
        <li
          key={rule.id}
          className={cn(
            'flex items-center gap-1.5',
            rule.met ? 'text-brand-800' : 'text-slate-600',
          )}
        >
          {rule.met ? (
            <Check aria-hidden="true" className="size-4" />
          ) : (
            <Circle aria-hidden="true" className="size-4" />
          )}
          <span>
            {rule.label}
            <span className="sr-only">{rule.met ? ' (cumplido)' : ' (pendiente)'}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
