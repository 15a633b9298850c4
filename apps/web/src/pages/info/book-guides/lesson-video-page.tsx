import { Download } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { ErrorState } from '../../../components/ui/query-states.tsx';
import { useChapter } from '../../../features/book/api/book-api.ts';
import { BookSkeleton } from '../../../features/book/components/book-states.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { NotFoundPage } from '../../not-found-page.tsx';
import { guideText } from './guides-data.ts';

/** The guide id in '/videos/capitulo-{id}-video', or null for any other address. */
export function parseLessonParam(param: string | undefined): number | null {
  const match = /^capitulo-([1-9])-video$/.exec(param ?? '');
  const id = match ? Number(match[1]) : null;
  return id !== null && guideText(id) ? id : null;
}

/** /videos/capitulo-:id-video: no video exists yet, so it says so and gives the written lesson. */
export function LessonVideoPage() {
  const id = parseLessonParam(useParams().lesson);
  if (id === null) return <NotFoundPage />;
  return <Lesson id={id} />;
}

function Lesson({ id }: { id: number }) {
  const text = guideText(id);
  const chapterNumber = text?.capitulo ?? null;
  const chapter = useChapter(chapterNumber);
  useDocumentTitle(chapter.data ? `Lección: ${chapter.data.title}` : `Lección de la guía ${id}`);
  const readPath = `/app/libro/${chapterNumber}`;

  return (
    <div className="mx-auto w-full max-w-3xl space-y-6 px-4 py-10 sm:px-6 sm:py-14">
      <p className="text-sm font-medium text-brand-800">
        Guía {id} · Capítulo {chapterNumber}
      </p>
      <Alert tone="info" className="text-base">
        Aún no grabamos el video de esta lección; mientras tanto, aquí tienes la lección escrita.
      </Alert>
      {chapter.isPending ? (
        <BookSkeleton label="Cargando la lección…" />
      ) : chapter.isError ? (
        <ErrorState
          title="No pudimos cargar la lección"
          message={errorMessage(chapter.error, 'Intenta de nuevo en un momento.')}
          onRetry={() => void chapter.refetch()}
        />
      ) : (
        <article className="space-y-5">
          <h1 className="text-3xl font-bold text-slate-900">{chapter.data.title}</h1>
          <p className="text-lg text-slate-700">{chapter.data.summary}</p>
          <section aria-labelledby="leccion-secciones" className="space-y-2">
            <h2 id="leccion-secciones" className="text-xl font-semibold text-slate-900">
              Lo que cubre el capítulo
            </h2>
            <ol className="list-decimal space-y-1 pl-6 text-slate-700">
              {chapter.data.sections.map((section) => (
                <li key={section.id}>{section.title}</li>
              ))}
            </ol>
          </section>
          <div className="flex flex-wrap gap-3">
            <Link to={readPath} className={buttonClasses()}>
              Leer el capítulo completo
            </Link>
            <a
              href={chapter.data.pdfUrl}
              download
              className={buttonClasses({ variant: 'secondary' })}
            >
              <Download aria-hidden="true" className="size-4" />
              Descargar PDF del capítulo
            </a>
          </div>
          <p className="text-sm text-slate-600">
            Para leer el capítulo en Caudal necesitas iniciar sesión (puedes usar la cuenta demo).{' '}
            <Link to="/guias-del-libro" className="font-medium text-brand-800 underline">
              Volver a las guías
            </Link>
          </p>
        </article>
      )}
    </div>
  );
}
