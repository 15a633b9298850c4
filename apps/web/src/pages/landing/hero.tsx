import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button.tsx';
import { LazySection } from '../../components/ui/lazy-section.tsx';

// The sample dashboard builds the demo data set and runs finance over it: its own chunk,
// fetched after the headline paints, so neither the data nor finance weigh on the first load.
const loadHeroDashboard = () =>
  import('./hero-dashboard.tsx').then(async (m) => {
    await m.prepareSample();
    return m.HeroDashboard;
  });

/** Same box as the loaded dashboard, so nothing moves when it arrives. */
export const HERO_DASHBOARD_BOX = 'h-[27rem] sm:h-[25rem]';

export function Hero() {
  return (
    <section className="bg-gradient-to-b from-brand-50 to-slate-50">
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-12 sm:px-6 sm:py-16 lg:grid-cols-2">
        <div>
          <p className="text-sm font-semibold tracking-wide text-brand-800 uppercase">
            Finanzas para emprendedores
          </p>
          <h1 className="mt-3 text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">
            Las finanzas de tu negocio, claras y en pesos
          </h1>
          <p className="mt-5 text-lg text-slate-700">
            Flujo de caja, costos, precios y rentabilidad en un solo lugar, con los conceptos del
            libro «Finanzas para Emprendedores» explicados en español. Prueba 14 días gratis, sin
            tarjeta.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Link to="/register" className={buttonClasses({ size: 'lg' })}>
              Crear cuenta gratis
            </Link>
            <Link to="/demo" className={buttonClasses({ size: 'lg', variant: 'secondary' })}>
              Probar la demo
            </Link>
          </div>
        </div>
        <div className={HERO_DASHBOARD_BOX}>
          <LazySection
            load={loadHeroDashboard}
            props={{}}
            what="el dashboard de ejemplo"
            fallback={
              <div
                aria-hidden="true"
                className="h-full animate-pulse rounded-2xl border border-slate-200 bg-white/70 motion-reduce:animate-none"
              />
            }
          />
        </div>
      </div>
    </section>
  );
}
