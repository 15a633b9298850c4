import { lazy, Suspense } from 'react';
import { useNavigate } from 'react-router';
import { Modal } from '../../components/ui/dialog.tsx';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { retry } from '../../lib/retry.ts';
import { afterRegisterPath, joinsByInvitation } from '../../lib/return-to.ts';
import { useReturnTo } from '../../lib/use-return-to.ts';

// The forms load when a dialog first opens, so public pages stay light.
const LoginForm = lazy(() =>
  retry(() => import('../../features/auth/components/login-form.tsx')).then((m) => ({
    default: m.LoginForm,
  })),
);
const RegisterWizard = lazy(() =>
  retry(() => import('../../features/auth/components/register-wizard.tsx')).then((m) => ({
    default: m.RegisterWizard,
  })),
);

type DialogProps = { open: boolean; onOpenChange: (open: boolean) => void };

/** Opened on /login?returnTo=… (or /register), it returns there like the page's form does. */
export function LoginDialog({ open, onOpenChange }: DialogProps) {
  const navigate = useNavigate();
  const returnTo = useReturnTo();
  return (
    <Modal open={open} onOpenChange={onOpenChange} title="Iniciar sesión">
      <Suspense fallback={<LoadingState size="compact" />}>
        <LoginForm
          autoFocus
          onNavigate={() => onOpenChange(false)}
          onSuccess={() => {
            onOpenChange(false);
            void navigate(returnTo ?? '/app');
          }}
        />
      </Suspense>
    </Modal>
  );
}

/** After registering: the onboarding, then the page's returnTo, if any (an invitation at once). */
export function RegisterDialog({ open, onOpenChange }: DialogProps) {
  const navigate = useNavigate();
  const returnTo = useReturnTo();
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Crear cuenta"
      description="Empieza a ordenar las finanzas de tu negocio."
      size="lg"
    >
      <Suspense fallback={<LoadingState size="compact" />}>
        <RegisterWizard
          joining={joinsByInvitation(returnTo)}
          onSuccess={() => {
            onOpenChange(false);
            void navigate(afterRegisterPath(returnTo));
          }}
        />
      </Suspense>
    </Modal>
  );
}
