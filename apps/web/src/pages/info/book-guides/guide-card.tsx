import { Clock, Download, PlayCircle } from 'lucide-react';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import type { BookGuide } from './guides-data.ts';

const DIFFICULTY_STYLES: Record<BookGuide['dificultad'], string> = {
  Principiante: 'bg-emerald-50 text-emerald-800',
  Intermedio: 'bg-amber-50 text-amber-900',
  Avanzado: 'bg-rose-50 text-rose-800',
};

type Props = { guide: BookGuide; onStart: (screen: string) => void };

/** One of the five guides (spec 000 §3 "Book guide") with its four actions. */
export function GuideCard({ guide, onStart }: Props) {
  const headingId = `guia-${guide.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex w-full flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <header className="space-y-2">
        <p className="text-sm font-medium text-brand-800">
          Guía {guide.id} · Capítulo {guide.capitulo}
        </p>
        <h2 id={headingId} className="text-xl font-bold text-slate-900">
          {guide.titulo}
        </h2>
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <span className="inline-flex items-center gap-1 rounded-full bg-slate-100 px-2.5 py-0.5 text-slate-800">
            <Clock aria-hidden="true" className="size-3.5" />
            {guide.minutos} min de lectura
          </span>
          <span className={`rounded-full px-2.5 py-0.5 ${DIFFICULTY_STYLES[guide.dificultad]}`}>
            {guide.dificultad}
          </span>
          <span className="text-slate-600">Para la pantalla {guide.screenLabel}</span>
        </div>
      </header>
      <p className="text-slate-700">{guide.descripcion}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <h3 className="text-sm font-semibold text-slate-900">Temas</h3>
          <ul className="mt-1 list-disc space-y-0.5 pl-5 text-sm text-slate-700">
            {guide.topicos.map((topic) => (
              <li key={topic}>{topic}</li>
            ))}
          </ul>
        </div>
        <div>
          <h3 className="text-sm font-semibold text-slate-900">Herramientas</h3>
          {guide.herramientas.length > 0 ? (
            <ul className="mt-1 list-disc space-y-0.5 pl-5 text-sm text-slate-700">
              {guide.herramientas.map((tool) => (
                <li key={tool.id}>{tool.name}</li>
              ))}
            </ul>
          ) : (
            <p className="mt-1 text-sm text-slate-600">Este capítulo no trae herramientas.</p>
          )}
        </div>
      </div>
      <dl className="space-y-2 text-sm">
        <div>
          <dt className="font-semibold text-slate-900">Cómo aplicarlo</dt>
          <dd className="text-slate-700">{guide.implementacion}</dd>
        </div>
        <div>
          <dt className="font-semibold text-slate-900">Resultado esperado</dt>
          <dd className="text-slate-700">{guide.resultadoEsperado}</dd>
        </div>
      </dl>
      <div className="mt-auto flex flex-wrap gap-2 pt-2">
        <Button onClick={() => onStart(guide.screen)} aria-describedby={headingId}>
          Comenzar guía
        </Button>
        <Button
          variant="secondary"
          onClick={() => onStart(guide.recursos.ejercicios)}
          aria-describedby={headingId}
        >
          Ejercicios prácticos
        </Button>
        <a
          href={guide.recursos.pdf}
          download
          aria-describedby={headingId}
          className={buttonClasses({ variant: 'secondary' })}
        >
          <Download aria-hidden="true" className="size-4" />
          Descargar PDF
        </a>
        <a
          href={guide.recursos.video}
          target="_blank"
          rel="noopener"
          aria-describedby={headingId}
          className={buttonClasses({ variant: 'ghost' })}
        >
          <PlayCircle aria-hidden="true" className="size-4" />
          Ver lección
          <span className="sr-only"> (se abre en una pestaña nueva)</span>
        </a>
      </div>
    </article>
  );
}
