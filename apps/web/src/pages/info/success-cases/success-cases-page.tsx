import { Info } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { usePublicPage } from '../../../lib/use-public-page.ts';
import { CaseStudyCard } from './case-study-card.tsx';
import { SUCCESS_CASES } from './cases-data.ts';

/** /casos-de-exito (000 §2 "Success cases page"): three cases, labelled as examples. */
export function SuccessCasesPage() {
  usePublicPage('/casos-de-exito');
  return (
    <div className="mx-auto w-full max-w-6xl space-y-10 px-4 py-10 sm:px-6 sm:py-14">
      <header className="max-w-3xl space-y-3">
        <p className="text-sm font-semibold text-brand-800">Casos de éxito</p>
        <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">
          Cómo puede usar Caudal un pequeño negocio
        </h1>
        <p className="text-lg text-slate-700">
          Una panadería, una tienda en línea y una consultoría: tres maneras de usar el flujo de
          caja, la economía unitaria y los precios para tomar mejores decisiones.
        </p>
        <div className="flex gap-2.5 rounded-lg border border-amber-200 bg-amber-50 px-3.5 py-3 text-sm text-amber-950">
          <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <p>
            <strong>Estos casos son ejemplos ilustrativos, no clientes reales.</strong> Los
            negocios, las personas y las cifras son ficticios; muestran cómo se aplican las
            herramientas y el libro, no resultados garantizados. Montos en pesos mexicanos.
          </p>
        </div>
      </header>

      <div className="grid gap-6 lg:grid-cols-3">
        {SUCCESS_CASES.map((story) => (
          <CaseStudyCard key={story.id} story={story} />
        ))}
      </div>

      <section
        aria-labelledby="casos-cta"
        className="rounded-2xl bg-brand-50 px-5 py-8 text-center sm:px-8"
      >
        <h2 id="casos-cta" className="text-2xl font-bold text-slate-900">
          Prueba lo mismo con tus números
        </h2>
        <p className="mx-auto mt-2 max-w-2xl text-slate-700">
          Explora la demo con datos de ejemplo o cuéntanos de tu negocio y te decimos por dónde
          empezar.
        </p>
        <div className="mt-5 flex flex-wrap justify-center gap-3">
          <Link to="/demo" className={buttonClasses()}>
            Ver la demo
          </Link>
          <Link to="/contacto" className={buttonClasses({ variant: 'secondary' })}>
            Contáctanos
          </Link>
        </div>
      </section>
    </div>
  );
}
