import { BookX } from 'lucide-react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';

/** The page's shape in grey while the book loads. */
export function BookSkeleton({ label }: { label: string }) {
  return (
    <div aria-busy="true" className="space-y-4">
      <p role="status" className="sr-only">
        {label}
      </p>
      <Skeleton className="h-9 w-2/3 max-w-md" />
      <Skeleton className="h-5 w-full max-w-2xl" />
      <div className="grid gap-4 md:grid-cols-2">
        {['a', 'b', 'c', 'd'].map((key) => (
          <Skeleton key={key} className="h-44 rounded-2xl" />
        ))}
      </div>
    </div>
  );
}

export function BookError({
  title,
  message,
  onRetry,
}: {
  title: string;
  message: string;
  onRetry: () => void;
}) {
  return (
    <div className="max-w-xl space-y-3">
      <Alert>
        <p className="font-semibold">{title}</p>
        <p>{message}</p>
      </Alert>
      <Button variant="secondary" onClick={onRetry}>
        Reintentar
      </Button>
    </div>
  );
}

export function ChapterNotFound() {
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center gap-4 py-12 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-slate-100 text-slate-600">
        <BookX aria-hidden="true" className="size-7" />
      </span>
      <h1 className="text-2xl font-bold text-slate-900">Capítulo no encontrado</h1>
      <p className="text-slate-700">
        El libro tiene 15 capítulos y este no existe o todavía no está publicado.
      </p>
      <Link to="/app/libro" className={buttonClasses()}>
        Ver todos los capítulos
      </Link>
    </div>
  );
}
