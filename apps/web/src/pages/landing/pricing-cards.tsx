import { centavos, ZERO_CENTAVOS } from '@caudal/finance/money';
import { Check } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button.tsx';
import { cn } from '../../lib/cn.ts';
import { formatMoney } from '../../lib/format.ts';

/** The offer price of the paid plan (spec 000 §9), pesos a month. */
/** The offer price after the trial: 299 MXN a month. */
export const OFFER_PRICE = centavos(29_900);
/** The free trial (spec 000 §9). */
export const TRIAL_DAYS = 14;

type Plan = {
  name: string;
  price: string;
  period: string;
  summary: string;
  includes: readonly string[];
  cta: { to: string; label: string };
  featured?: boolean;
};

const MODULES =
  'Los diez módulos: dashboard, flujo de caja, economía unitaria, costos y precios, rentabilidad, planeación, reportes, automatización, crecimiento y agentes';

const PLANS: readonly Plan[] = [
  {
    name: 'Demo',
    price: formatMoney(ZERO_CENTAVOS),
    period: 'sin registro',
    summary: 'Para echar un vistazo con datos de ejemplo.',
    includes: [
      'La demo interactiva en el navegador, sin cuenta',
      'La cuenta demo: un espacio de prueba con una panadería de ejemplo',
      'El espacio de prueba se borra a las 24 horas',
    ],
    cta: { to: '/demo', label: 'Probar la demo' },
  },
  {
    name: 'Prueba gratis',
    price: formatMoney(ZERO_CENTAVOS),
    period: `${TRIAL_DAYS} días`,
    summary: 'Para usar Caudal con los números de tu negocio.',
    includes: [
      'Sin tarjeta de crédito',
      MODULES,
      'El libro, sus guías y el Asistente del libro',
      'Al terminar decides si contratas; tus datos se pueden exportar',
    ],
    cta: { to: '/register', label: 'Empezar prueba gratis' },
    featured: true,
  },
  {
    name: 'Plan Caudal',
    price: formatMoney(OFFER_PRICE),
    period: 'MXN al mes',
    summary: 'Precio de oferta para quien sigue después de la prueba.',
    includes: [
      MODULES,
      'El libro, sus guías y el Asistente del libro',
      'Dashboard en PDF, exportación e importación de tus datos',
      'Soporte por correo en español',
    ],
    cta: { to: '/register', label: 'Crear cuenta' },
  },
];

/** Three plans, each saying exactly what it includes; no invented discounts. */
export function PricingCards() {
  return (
    <ul className="grid gap-6 lg:grid-cols-3">
      {PLANS.map((plan) => (
        <li
          key={plan.name}
          className={cn(
            'flex flex-col rounded-2xl border bg-white p-6 shadow-sm',
            plan.featured ? 'border-brand-600 ring-2 ring-brand-600' : 'border-slate-200',
          )}
        >
          <h3 className="text-lg font-semibold text-slate-900">{plan.name}</h3>
          <p className="mt-1 text-sm text-slate-600">{plan.summary}</p>
          <p className="mt-4 flex items-baseline gap-2">
            <span className="text-4xl font-bold tracking-tight text-slate-900">{plan.price}</span>
            <span className="text-sm text-slate-600">{plan.period}</span>
          </p>
          <ul className="mt-5 space-y-2.5">
            {plan.includes.map((item) => (
              <li key={item} className="flex gap-2 text-sm text-slate-700">
                <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
                {item}
              </li>
            ))}
          </ul>
          <Link
            to={plan.cta.to}
            className={buttonClasses({
              variant: plan.featured ? 'primary' : 'secondary',
              className: 'mt-6 w-full',
            })}
          >
            {plan.cta.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
