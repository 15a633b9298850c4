import { DEMO_CREDENTIALS } from '@caudal/contracts/demo';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  Button,
  type ButtonSize,
  type ButtonVariant,
  buttonClasses,
} from '../../components/ui/button.tsx';
import { errorMessage } from '../../lib/api-client.ts';
import { useAuth } from '../../lib/auth/auth-context.ts';

const FAILED =
  'No pudimos abrir la cuenta demo. Intenta de nuevo o entra desde la página de inicio de sesión.';

type Props = { variant?: ButtonVariant; size?: ButtonSize; className?: string };

/**
 * Signs in with the shared demo credentials (a fresh sandbox company, deleted after 24 h) and
 * opens the dashboard, like 'Usar cuenta demo' on the login page. Signed in already, it just
 * leads to the app.
 */
export function DemoSignInButton({ variant = 'primary', size = 'md', className }: Props) {
  const { status, login } = useAuth();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (status === 'signed-in') {
    return (
      <Link to="/app/dashboard" className={buttonClasses({ variant, size, className })}>
        Ir a mi dashboard
      </Link>
    );
  }

  const signIn = async () => {
    setPending(true);
    setError(null);
    try {
      await login(DEMO_CREDENTIALS.email, DEMO_CREDENTIALS.password, false);
      await navigate('/app/dashboard');
    } catch (failure) {
      setError(errorMessage(failure, FAILED));
      setPending(false);
    }
  };

  return (
    <div className="flex flex-col gap-2">
      <Button
        variant={variant}
        size={size}
        className={className}
        disabled={pending || status === 'loading'}
        onClick={() => void signIn()}
      >
        {pending ? 'Abriendo la demo...' : 'Entrar a la demo completa'}
      </Button>
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}{' '}
          <Link to="/login" className="font-semibold underline underline-offset-2">
            Ir a iniciar sesión
          </Link>
        </p>
      ) : null}
    </div>
  );
}
