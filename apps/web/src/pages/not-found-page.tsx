import { useNavigate } from 'react-router';
import { Button } from '../components/ui/button.tsx';
import { useDocumentTitle } from '../lib/use-document-title.ts';

/** React Router numbers its history entries; 0 means this is the first page of the visit. */
function hasPreviousPage(): boolean {
  const state: unknown = window.history.state;
  return typeof state === 'object' && state !== null && 'idx' in state && Number(state.idx) > 0;
}

export function NotFoundPage() {
  useDocumentTitle('Página no encontrada');
  const navigate = useNavigate();
  return (
    <div className="mx-auto flex w-full max-w-lg flex-1 flex-col items-center justify-center gap-4 px-6 py-16 text-center">
      <p className="text-5xl font-bold text-brand-700" aria-hidden="true">
        404
      </p>
      <h1 className="text-2xl font-bold text-slate-900">Página no encontrada</h1>
      <p className="text-slate-700">
        Lo sentimos, la página que buscas no existe o ha sido movida.
      </p>
      <div className="mt-2 flex flex-wrap justify-center gap-3">
        <Button onClick={() => void navigate('/')}>Ir al inicio</Button>
        <Button
          variant="secondary"
          onClick={() => void (hasPreviousPage() ? navigate(-1) : navigate('/'))}
        >
          Regresar
        </Button>
      </div>
    </div>
  );
}
