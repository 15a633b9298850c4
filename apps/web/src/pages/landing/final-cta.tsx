import { Link } from 'react-router';

// On the dark band the shared button colours do not fit (and `cn` does not merge classes), so
// these two links carry their own.
const base =
  'inline-flex min-h-12 items-center justify-center rounded-lg px-6 text-base font-semibold transition-colors';

export function FinalCta() {
  return (
    <section aria-labelledby="final-cta-title" className="bg-brand-800">
      <div className="mx-auto max-w-4xl px-4 py-14 text-center sm:px-6 sm:py-16">
        <h2 id="final-cta-title" className="text-2xl font-bold text-white sm:text-3xl">
          Empieza hoy a ordenar las finanzas de tu negocio
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-brand-50">
          14 días gratis, sin tarjeta. Si prefieres mirar primero, la demo no pide registro.
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Link to="/register" className={`${base} bg-white text-brand-900 hover:bg-brand-50`}>
            Crear cuenta gratis
          </Link>
          <Link to="/demo" className={`${base} text-white ring-1 ring-white/70 hover:bg-brand-700`}>
            Ver la demo
          </Link>
        </div>
      </div>
    </section>
  );
}
