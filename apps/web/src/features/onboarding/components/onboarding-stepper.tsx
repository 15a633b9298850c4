import { Check } from 'lucide-react';
import { cn } from '../../../lib/cn.ts';
import { ONBOARDING_STEPS, type OnboardingStep } from '../onboarding-steps.ts';

/** 'Paso 2 de 4' and the four steps; on phones only the numbers show beside the text. */
export function OnboardingStepper({ current }: { current: OnboardingStep }) {
  const total = ONBOARDING_STEPS.length;
  const title = ONBOARDING_STEPS.find((s) => s.step === current)?.title ?? '';
  return (
    <nav aria-label="Pasos de la configuración" className="space-y-3">
      <p className="text-sm font-medium text-slate-600">
        Paso {current} de {total}
        <span className="sm:hidden">: {title}</span>
      </p>
      <ol className="flex items-center gap-2">
        {ONBOARDING_STEPS.map(({ step, title: name }) => {
          const done = step < current;
          const active = step === current;
          return (
            <li
              key={step}
              aria-current={active ? 'step' : undefined}
              className="flex flex-1 items-center gap-2"
            >
              <span
                className={cn(
                  'flex size-8 shrink-0 items-center justify-center rounded-full text-sm font-semibold',
                  done && 'bg-brand-700 text-white',
                  active && 'bg-brand-700 text-white ring-4 ring-brand-100',
                  !done && !active && 'border border-slate-300 bg-white text-slate-600',
                )}
              >
                {done ? <Check aria-hidden="true" className="size-4" /> : step}
              </span>
              <span
                className={cn(
                  'hidden text-sm sm:inline',
                  active ? 'font-semibold text-slate-900' : 'text-slate-600',
                )}
              >
                {name}
                {done ? <span className="sr-only"> (listo)</span> : null}
              </span>
              {step < total ? (
                <span
                  aria-hidden="true"
                  className={cn('h-0.5 flex-1 rounded', done ? 'bg-brand-600' : 'bg-slate-200')}
                />
              ) : null}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
