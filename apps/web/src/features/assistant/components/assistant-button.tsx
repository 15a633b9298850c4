import { BookOpen } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Modal } from '../../../components/ui/dialog.tsx';
import { LoadingState } from '../../../components/ui/loading-state.tsx';
import { retry } from '../../../lib/retry.ts';

// Loaded on the first open: the top bar of every page does not carry the assistant's code.
const AssistantPanel = lazy(() =>
  retry(() => import('./assistant-panel.tsx')).then((m) => ({ default: m.AssistantPanel })),
);

/** The top bar's book-assistant button and its modal (spec 000 §2, §4). */
export function AssistantButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        aria-label="Asistente del libro"
        title="Asistente del libro"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        className="inline-flex min-h-9 min-w-9 items-center justify-center gap-2 rounded-lg px-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900 sm:px-3"
      >
        <BookOpen aria-hidden="true" className="size-5 shrink-0" />
        {/* Beside the header's figures (lg to 2xl) the icon alone, named by aria-label and title. */}
        <span className="hidden whitespace-nowrap sm:inline lg:hidden 2xl:inline">
          Asistente del libro
        </span>
      </button>
      <Modal
        open={open}
        onOpenChange={setOpen}
        title="Asistente del libro"
        description="Pregunta sobre las finanzas de tu negocio: te respondo con tus cifras y con lo que dice el libro «Finanzas para Emprendedores»."
        size="xl"
      >
        <Suspense fallback={<LoadingState size="compact" />}>
          <AssistantPanel onNavigate={() => setOpen(false)} />
        </Suspense>
      </Modal>
    </>
  );
}
