import type { User } from '@caudal/contracts';
import { useMutation } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { SectionCard } from '../../../components/ui/card.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { downloadMyData } from '../api/account-api.ts';
import { DeleteAccount } from './delete-account.tsx';

/** "Descargar mis datos": the company's data and the person's, as a ZIP (owners, accountants). */
function DownloadData() {
  const download = useMutation({ mutationFn: downloadMyData });
  return (
    <SectionCard
      title="Descargar mis datos"
      description="Un archivo ZIP con todo lo que Caudal guarda de tu empresa y de ti: el documento de la empresa (que Caudal puede volver a importar) y cada tabla en JSON y CSV. Nunca incluye contraseñas."
    >
      <div className="space-y-3">
        <Button
          variant="secondary"
          onClick={() => download.mutate()}
          disabled={download.isPending}
          aria-busy={download.isPending}
        >
          <Download aria-hidden="true" className="size-4" />
          {download.isPending ? 'Preparando tu archivo...' : 'Descargar mis datos'}
        </Button>
        <div role="status" aria-live="polite">
          {download.isPending ? (
            <p className="text-sm text-slate-600">
              Estamos juntando tus datos; puede tardar unos segundos.
            </p>
          ) : download.isSuccess ? (
            <Alert tone="success">Listo: revisa tus descargas.</Alert>
          ) : null}
        </div>
        {download.isError ? (
          <Alert>{errorMessage(download.error, 'No pudimos preparar tu archivo.')}</Alert>
        ) : null}
      </div>
    </SectionCard>
  );
}

/** "Tus datos" (issue 20): take everything with you, or delete your account. */
export function DataSection({ user }: { user: User }) {
  return (
    <div className="space-y-6">
      {user.role === 'viewer' ? (
        <SectionCard title="Descargar mis datos">
          <p className="text-sm text-slate-700">
            Solo un dueño o un contador de la empresa puede descargar sus datos.
          </p>
        </SectionCard>
      ) : (
        <DownloadData />
      )}
      <DeleteAccount user={user} />
    </div>
  );
}
