import { Link, useNavigate } from 'react-router';
import { RegisterPageForm } from '../../features/auth/components/register-page-form.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { AuthPageShell } from '../auth-page-shell.tsx';

export function RegisterPage() {
  useDocumentTitle('Crear cuenta');
  const navigate = useNavigate();
  return (
    <AuthPageShell
      title="Crear cuenta"
      intro={
        <>
          ¿Ya tienes cuenta?{' '}
          <Link to="/login" className="font-semibold text-brand-700 hover:underline">
            Inicia sesión
          </Link>
        </>
      }
    >
      <RegisterPageForm onSuccess={() => void navigate('/app/onboarding')} />
    </AuthPageShell>
  );
}
