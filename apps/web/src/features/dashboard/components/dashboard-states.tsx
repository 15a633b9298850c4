import { Sprout } from 'lucide-react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';

/** The page's shape in grey while the figures load. */
export function DashboardSkeleton() {
  return (
    <div aria-busy="true" className="space-y-6">
      <p role="status" className="sr-only">
        Cargando dashboard...
      </p>
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {['a', 'b', 'c', 'd'].map((key) => (
          <Skeleton key={key} className="h-32 rounded-2xl" />
        ))}
      </div>
      <div className="grid gap-6 lg:grid-cols-3">
        <Skeleton className="h-96 rounded-2xl lg:col-span-2" />
        <Skeleton className="h-96 rounded-2xl" />
      </div>
    </div>
  );
}

export function DashboardError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="max-w-xl space-y-3">
      <Alert>
        <p className="font-semibold">No pudimos cargar el dashboard.</p>
        <p>{message}</p>
      </Alert>
      <Button variant="secondary" onClick={onRetry}>
        Reintentar
      </Button>
    </div>
  );
}

/** No products, costs or entries yet: lead to the onboarding instead of showing zeros. */
export function DashboardEmpty() {
  return (
    <section
      aria-labelledby="dashboard-empty-title"
      className="mx-auto max-w-2xl rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm sm:p-10"
    >
      <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <Sprout aria-hidden="true" className="size-7" />
      </span>
      <h2 id="dashboard-empty-title" className="mt-4 text-xl font-semibold text-slate-900">
        Tu dashboard está listo para tus números
      </h2>
      <p className="mt-2 text-slate-700">
        Agrega tus productos, tus costos fijos y el dinero que tienes hoy. En unos minutos verás tus
        ingresos, gastos, utilidad, punto de equilibrio y salud financiera.
      </p>
      <Link to="/app/onboarding" className={buttonClasses({ size: 'lg', className: 'mt-6' })}>
        Configura tu empresa
      </Link>
    </section>
  );
}
