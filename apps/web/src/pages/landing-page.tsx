import { Calculator, ChartLine, FileText, Wallet } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../components/ui/button.tsx';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { PublicFooter } from './public-footer.tsx';

const features = [
  {
    icon: Wallet,
    title: 'Flujo de caja',
    text: 'Sabe cuánto dinero entra, cuánto sale y cuánto te queda para operar.',
  },
  {
    icon: Calculator,
    title: 'Costos, precios y economía unitaria',
    text: 'Calcula tu margen de contribución y tu punto de equilibrio con tus propios números.',
  },
  {
    icon: ChartLine,
    title: 'Rentabilidad y crecimiento',
    text: 'Mide márgenes y retorno, y proyecta los próximos meses a partir de tu historial.',
  },
  {
    icon: FileText,
    title: 'Reportes claros',
    text: 'Reportes en pesos mexicanos, listos para tomar decisiones y compartir con tu equipo.',
  },
];

/** A placeholder landing (the full one comes later): what Caudal is and how to start. */
export function LandingPage() {
  useDocumentTitle();
  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 to-slate-50">
        <div className="mx-auto max-w-4xl px-4 py-16 text-center sm:px-6 sm:py-24">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
            Finanzas para emprendedores
          </p>
          <h1 className="mt-3 text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">
            Finanzas claras para tu negocio
          </h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg text-slate-700">
            Caudal reúne en un solo lugar las herramientas para entender tu flujo de caja, tus
            costos y tu rentabilidad, con los conceptos del libro explicados en español y en pesos
            mexicanos.
          </p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <Link to="/register" className={buttonClasses({ size: 'lg' })}>
              Crear cuenta gratis
            </Link>
            <Link to="/login" className={buttonClasses({ size: 'lg', variant: 'secondary' })}>
              Ya tengo cuenta
            </Link>
            <Link to="/demo" className={buttonClasses({ size: 'lg', variant: 'ghost' })}>
              Ver la demo
            </Link>
          </div>
        </div>
      </section>
      <section
        id="features"
        aria-labelledby="features-title"
        className="mx-auto max-w-6xl px-4 py-16 sm:px-6"
      >
        <h2
          id="features-title"
          className="text-center text-2xl font-bold text-slate-900 sm:text-3xl"
        >
          Lo que podrás hacer con Caudal
        </h2>
        <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {features.map((feature) => (
            <li
              key={feature.title}
              className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
            >
              <feature.icon aria-hidden="true" className="size-7 text-brand-700" />
              <h3 className="mt-3 font-semibold text-slate-900">{feature.title}</h3>
              <p className="mt-2 text-sm text-slate-700">{feature.text}</p>
            </li>
          ))}
        </ul>
      </section>
      <section id="about" aria-labelledby="about-title" className="bg-white">
        <div className="mx-auto max-w-3xl px-4 py-16 text-center sm:px-6">
          <h2 id="about-title" className="text-2xl font-bold text-slate-900">
            Hecho para pequeñas empresas en México
          </h2>
          <p className="mt-4 text-slate-700">
            ¿Quieres verlo antes de registrarte? Entra con la cuenta demo desde la página de inicio
            de sesión: se crea un espacio de prueba con datos de ejemplo que se borra a las 24
            horas.
          </p>
        </div>
      </section>
      <div className="mt-auto">
        <PublicFooter />
      </div>
    </>
  );
}
