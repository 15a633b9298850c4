import { Link, useSearchParams } from 'react-router';
import { Alert } from '../../components/ui/alert.tsx';
import { ResetPasswordForm } from '../../features/auth/components/reset-password-form.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { AuthPageShell } from '../auth-page-shell.tsx';

export function ResetPasswordPage() {
  useDocumentTitle('Restablecer contraseña');
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  return (
    <AuthPageShell
      title="Restablecer contraseña"
      intro="Elige una contraseña nueva para tu cuenta."
    >
      {token ? (
        <ResetPasswordForm token={token} />
      ) : (
        <div className="space-y-4">
          <Alert>El enlace no es válido o está incompleto. Solicita uno nuevo.</Alert>
          <Link to="/forgot-password" className="font-semibold text-brand-700 hover:underline">
            Solicitar un enlace nuevo
          </Link>
        </div>
      )}
    </AuthPageShell>
  );
}
