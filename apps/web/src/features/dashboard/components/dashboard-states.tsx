import { Sprout } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { EmptyState, LoadingSkeleton } from '../../../components/ui/query-states.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';

/** The page's shape in grey while the figures load. */
export function DashboardSkeleton() {
  return (
    <LoadingSkeleton label="Cargando dashboard..." className="space-y-6">
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {['a', 'b', 'c', 'd'].map((key) => (
          <Skeleton key={key} className="h-32 rounded-2xl" />
        ))}
      </div>
      <div className="grid gap-6 lg:grid-cols-3">
        <Skeleton className="h-96 rounded-2xl lg:col-span-2" />
        <Skeleton className="h-96 rounded-2xl" />
      </div>
    </LoadingSkeleton>
  );
}

/** No products, costs or entries yet: lead to the onboarding instead of showing zeros. */
export function DashboardEmpty() {
  return (
    <EmptyState
      icon={Sprout}
      title="Tu dashboard está listo para tus números"
      text="Agrega tus productos, tus costos fijos y el dinero que tienes hoy. En unos minutos verás tus ingresos, gastos, utilidad, punto de equilibrio y salud financiera."
      action={
        <Link to="/app/onboarding" className={buttonClasses({ size: 'lg' })}>
          Configura tu empresa
        </Link>
      }
    />
  );
}
