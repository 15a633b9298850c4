import { Quote } from 'lucide-react';
import { formatMoney, formatPercent } from '../../../lib/format.ts';
import type { SuccessCase } from './cases-data.ts';

function Result({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-xl bg-brand-50 px-3 py-3">
      <dt className="text-xs font-medium text-brand-900">{label}</dt>
      <dd className="mt-1 text-xl font-bold text-brand-800">{value}</dd>
    </div>
  );
}

/** One illustrative case: the business, its challenge, what it did and the results. */
export function CaseStudyCard({ story }: { story: SuccessCase }) {
  const headingId = `caso-${story.id}`;
  const { resultados } = story;
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <header className="space-y-2">
        <p className="inline-block rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900">
          Ejemplo ilustrativo
        </p>
        <h2 id={headingId} className="text-xl font-bold text-slate-900">
          {story.empresa}
        </h2>
        <p className="text-sm text-slate-600">
          {story.sector} · {story.ciudad} · {story.tamano}
        </p>
      </header>

      <div className="space-y-3 text-slate-700">
        <div>
          <h3 className="font-semibold text-slate-900">El reto</h3>
          <p className="mt-1">{story.desafio}</p>
        </div>
        <div>
          <h3 className="font-semibold text-slate-900">Lo que hicieron</h3>
          <p className="mt-1">{story.solucion}</p>
        </div>
      </div>

      <div>
        <h3 className="font-semibold text-slate-900">Resultados en {story.tiempo}</h3>
        <dl className="mt-2 grid grid-cols-2 gap-2">
          <Result
            label="Crecimiento en ventas"
            value={formatPercent(resultados.crecimiento, { signed: true })}
          />
          <Result label="Ahorro al mes" value={formatMoney(resultados.ahorro)} />
          <Result label="Horas ahorradas al mes" value={`${resultados.tiempo} h`} />
          <Result label="Retorno de la inversión" value={formatPercent(resultados.roi)} />
        </dl>
      </div>

      <figure className="mt-auto rounded-xl border-l-4 border-brand-600 bg-slate-50 p-4">
        <Quote aria-hidden="true" className="size-5 text-brand-700" />
        <blockquote className="mt-2 text-slate-800 italic">{story.testimonio}</blockquote>
        <figcaption className="mt-3 text-sm text-slate-700">
          <span className="font-semibold text-slate-900">{story.autor}</span>, {story.cargo}
          <span className="block text-xs text-slate-600">Persona ficticia</span>
        </figcaption>
      </figure>

      <p className="text-sm text-slate-700">
        Capítulo del libro en que se apoyaron:{' '}
        <span className="font-semibold text-slate-900">
          {story.capitulo.numero}. {story.capitulo.titulo}
        </span>
      </p>
    </article>
  );
}
