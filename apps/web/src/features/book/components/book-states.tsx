import { BookX } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { EmptyState, LoadingSkeleton } from '../../../components/ui/query-states.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';

/** The page's shape in grey while the book loads. */
export function BookSkeleton({ label }: { label: string }) {
  return (
    <LoadingSkeleton label={label}>
      <Skeleton className="h-9 w-2/3 max-w-md" />
      <Skeleton className="h-5 w-full max-w-2xl" />
      <div className="grid gap-4 md:grid-cols-2">
        {['a', 'b', 'c', 'd'].map((key) => (
          <Skeleton key={key} className="h-44 rounded-2xl" />
        ))}
      </div>
    </LoadingSkeleton>
  );
}

export function ChapterNotFound() {
  return (
    <EmptyState
      heading="h1"
      framed={false}
      icon={BookX}
      title="Capítulo no encontrado"
      text="El libro tiene 15 capítulos y este no existe o todavía no está publicado."
      action={
        <Link to="/app/libro" className={buttonClasses()}>
          Ver todos los capítulos
        </Link>
      }
    />
  );
}
