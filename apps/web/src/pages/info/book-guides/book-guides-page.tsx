import { BOOK_SUMMARY_PDF_URL } from '@caudal/contracts';
import { FileText } from 'lucide-react';
import { useMemo } from 'react';
import { Link, useNavigate } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { ErrorState } from '../../../components/ui/query-states.tsx';
import { useChapters } from '../../../features/book/api/book-api.ts';
import { BookSkeleton } from '../../../features/book/components/book-states.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth/auth-context.ts';
import { loginPathFor } from '../../../lib/return-to.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useMetaDescription } from '../../../lib/use-meta-description.ts';
import { GuideCard } from './guide-card.tsx';
import { type BookGuide, buildGuide, GUIDE_TEXTS } from './guides-data.ts';

const DESCRIPTION =
  'Cinco guías de lectura de «Finanzas para Emprendedores», una por capítulo, para aplicar el libro en el dashboard, los reportes, el flujo de caja, la automatización y el crecimiento de tu negocio.';

/** /guias-del-libro (spec 000 §2 "Book guides page"). */
export function BookGuidesPage() {
  useDocumentTitle('Guías del libro');
  useMetaDescription(DESCRIPTION);
  const navigate = useNavigate();
  const { status } = useAuth();
  const chapters = useChapters();

  const guides = useMemo<BookGuide[] | null>(() => {
    if (!chapters.data) return null;
    const byNumber = new Map(chapters.data.map((chapter) => [chapter.number, chapter]));
    return GUIDE_TEXTS.flatMap((text) => {
      const chapter = byNumber.get(text.capitulo);
      return chapter ? [buildGuide(text, chapter)] : [];
    });
  }, [chapters.data]);

  // Signed out, the login page brings the reader back to the guide's screen (000 §4). A session
  // still being restored is not 'signed out': the app area waits for it.
  const start = (screen: string) => {
    if (status !== 'signed-out') void navigate(screen);
    else void navigate(loginPathFor(screen), { state: { returnTo: screen } });
  };

  return (
    <div className="mx-auto w-full max-w-6xl space-y-10 px-4 py-10 sm:px-6 sm:py-14">
      <header className="max-w-3xl space-y-3">
        <p className="text-sm font-semibold text-brand-800">Finanzas para Emprendedores</p>
        <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">Guías del libro</h1>
        <p className="text-lg text-slate-700">{DESCRIPTION}</p>
        <a
          href={BOOK_SUMMARY_PDF_URL}
          download
          className={buttonClasses({ variant: 'secondary', className: 'mt-2' })}
        >
          <FileText aria-hidden="true" className="size-4" />
          Descargar resumen del libro (PDF)
        </a>
      </header>

      <section aria-label="Las cinco guías">
        {chapters.isPending ? (
          <BookSkeleton label="Cargando las guías…" />
        ) : chapters.isError || !guides ? (
          <ErrorState
            title="No pudimos cargar las guías"
            message={errorMessage(chapters.error, 'Intenta de nuevo en un momento.')}
            onRetry={() => void chapters.refetch()}
          />
        ) : (
          <ol className="grid list-none gap-6 p-0 lg:grid-cols-2">
            {guides.map((guide) => (
              <li key={guide.id} className="flex">
                <GuideCard guide={guide} onStart={start} />
              </li>
            ))}
          </ol>
        )}
      </section>

      <section
        aria-labelledby="guias-cta"
        className="rounded-2xl bg-brand-50 px-5 py-8 text-center sm:px-8"
      >
        <h2 id="guias-cta" className="text-2xl font-bold text-slate-900">
          Lleva el libro a los números de tu negocio
        </h2>
        <p className="mx-auto mt-2 max-w-2xl text-slate-700">
          Prueba la demo sin registrarte, crea tu cuenta para aplicar las guías con tus datos o
          escríbenos si tienes dudas.
        </p>
        <div className="mt-5 flex flex-wrap justify-center gap-3">
          <Link to="/demo" className={buttonClasses({ variant: 'secondary' })}>
            Ver la demo
          </Link>
          <Link to="/register" className={buttonClasses()}>
            Crear cuenta
          </Link>
          <Link to="/contacto" className={buttonClasses({ variant: 'ghost' })}>
            Contáctanos
          </Link>
        </div>
      </section>
    </div>
  );
}
