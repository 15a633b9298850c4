import { useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { Alert } from '../../components/ui/alert.tsx';
import { LoginForm } from '../../features/auth/components/login-form.tsx';
import { useAuth } from '../../lib/auth/auth-context.ts';
import { readReturnTo, withReturnTo } from '../../lib/return-to.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { AuthPageShell } from '../auth-page-shell.tsx';

export function LoginPage() {
  useDocumentTitle('Iniciar sesión');
  const { status, sessionEnd } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const returnTo = readReturnTo(location.state, location.search);
  // Checked once, on arrival: signing in on this page navigates by itself.
  const [alreadySignedIn] = useState(status === 'signed-in');

  if (alreadySignedIn) return <Navigate to={returnTo ?? '/app'} replace />;

  return (
    <AuthPageShell title="Iniciar sesión" intro="Entra para ver las finanzas de tu negocio.">
      {sessionEnd === 'expired' || sessionEnd === 'other-tab' ? (
        <Alert tone="info" className="mb-4">
          {sessionEnd === 'other-tab'
            ? 'Cerraste sesión en otra pestaña. Inicia sesión de nuevo para continuar donde te quedaste.'
            : 'Tu sesión terminó. Inicia sesión de nuevo para continuar donde te quedaste.'}
        </Alert>
      ) : null}
      <LoginForm
        registerTo={withReturnTo('/register', returnTo)}
        onSuccess={() => void navigate(returnTo ?? '/app', { replace: true })}
      />
    </AuthPageShell>
  );
}
