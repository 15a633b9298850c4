import { BookOpen } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';

/** Shown while the screen holds a book case instead of the company's figures. */
export function CaseBanner({ title, onClear }: { title: string; onClear: () => void }) {
  return (
    <div
      role="status"
      className="flex flex-col gap-3 rounded-2xl border border-indigo-200 bg-indigo-50 p-4 text-sm text-indigo-950 sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="flex items-start gap-2">
        <BookOpen aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>
          <strong>Estás viendo el caso del libro «{title}».</strong> El Resumen, el ROI y los
          Márgenes son del ejemplo; tus inversiones, tus centros de utilidad, tus grupos y el
          análisis de Alex siguen siendo los tuyos.
        </span>
      </p>
      <Button variant="secondary" size="sm" onClick={onClear}>
        Volver a mis datos
      </Button>
    </div>
  );
}
