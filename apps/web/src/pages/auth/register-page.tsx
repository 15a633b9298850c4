import { Link, useNavigate } from 'react-router';
import { RegisterPageForm } from '../../features/auth/components/register-page-form.tsx';
import { afterRegisterPath, joinsByInvitation, loginPathFor } from '../../lib/return-to.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useReturnTo } from '../../lib/use-return-to.ts';
import { AuthPageShell } from '../auth-page-shell.tsx';

export function RegisterPage() {
  useDocumentTitle('Crear cuenta');
  const navigate = useNavigate();
  // From a signed-out link (/login?returnTo=…): the onboarding, then that link (an invitation
  // skips the onboarding).
  const returnTo = useReturnTo();
  return (
    <AuthPageShell
      title="Crear cuenta"
      intro={
        <>
          ¿Ya tienes cuenta?{' '}
          <Link
            to={loginPathFor(returnTo)}
            className="font-semibold text-brand-700 hover:underline"
          >
            Inicia sesión
          </Link>
        </>
      }
    >
      <RegisterPageForm
        joining={joinsByInvitation(returnTo)}
        onSuccess={() => void navigate(afterRegisterPath(returnTo))}
      />
    </AuthPageShell>
  );
}
