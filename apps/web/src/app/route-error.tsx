import { Button } from '../components/ui/button.tsx';

/** Shown when a route fails to render or its code cannot be loaded (for example after a deploy). */
export function RouteError() {
  return (
    <div className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-4 px-6 text-center">
      <h1 className="text-2xl font-bold text-slate-900">Algo salió mal</h1>
      <p className="text-slate-700">
        No pudimos mostrar esta página. Revisa tu conexión y vuelve a cargarla.
      </p>
      <div className="flex gap-3">
        <Button onClick={() => window.location.reload()}>Recargar la página</Button>
        <Button variant="secondary" onClick={() => window.location.assign('/')}>
          Ir al inicio
        </Button>
      </div>
    </div>
  );
}
