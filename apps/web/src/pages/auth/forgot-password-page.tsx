import { ForgotPasswordForm } from '../../features/auth/components/forgot-password-form.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { AuthPageShell } from '../auth-page-shell.tsx';

export function ForgotPasswordPage() {
  useDocumentTitle('Recuperar contraseña');
  return (
    <AuthPageShell
      title="Recuperar contraseña"
      intro="Escribe el correo de tu cuenta y te enviaremos un enlace para crear una contraseña nueva."
    >
      <ForgotPasswordForm />
    </AuthPageShell>
  );
}
