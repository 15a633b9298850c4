import type { ReactNode } from 'react';
import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { useAuth } from '../../lib/auth/auth-context.ts';
import { retry } from '../../lib/retry.ts';
import { LandingNav } from './landing-nav.tsx';
import { Logo } from './logo.tsx';

// Neither half is needed to paint a public page: both load when first used.
const SignedInTools = lazy(() =>
  retry(() => import('./signed-in-tools.tsx')).then((m) => ({ default: m.SignedInTools })),
);
const authDialogs = () => import('./auth-dialogs.tsx');
const LoginDialog = lazy(() => retry(authDialogs).then((m) => ({ default: m.LoginDialog })));
const RegisterDialog = lazy(() => retry(authDialogs).then((m) => ({ default: m.RegisterDialog })));

type OpenDialog = 'login' | 'register' | null;

/** The bar on every page: logo, and either the sign-in buttons or search and the user menu. */
export function TopBar({ leading }: { leading?: ReactNode }) {
  const { status, user } = useAuth();
  const { pathname } = useLocation();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  // Once opened, a dialog stays mounted so its closing animation and focus return still run.
  const [used, setUsed] = useState<{ login: boolean; register: boolean }>({
    login: false,
    register: false,
  });
  const signedIn = status === 'signed-in' && user !== null;
  const open = (which: Exclude<OpenDialog, null>) => {
    setUsed((current) => ({ ...current, [which]: true }));
    setDialog(which);
  };
  const setOpen = (which: Exclude<OpenDialog, null>) => (isOpen: boolean) =>
    setDialog(isOpen ? which : null);

  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="flex h-16 items-center gap-2 px-4 sm:px-6">
        {leading}
        <Logo to={signedIn ? '/app/dashboard' : '/'} />
        {pathname === '/' ? <LandingNav /> : null}
        <div className="ml-auto flex items-center gap-2">
          {signedIn ? (
            <Suspense fallback={null}>
              <SignedInTools user={user} />
            </Suspense>
          ) : null}
          {status === 'signed-out' ? (
            <>
              {/* The page's own form already offers this action on /login and /register. */}
              {pathname !== '/login' ? (
                <Button variant="ghost" size="sm" onClick={() => open('login')}>
                  Iniciar sesión
                </Button>
              ) : null}
              {pathname !== '/register' ? (
                <Button size="sm" onClick={() => open('register')}>
                  Crear cuenta
                </Button>
              ) : null}
            </>
          ) : null}
        </div>
      </div>
      <Suspense fallback={null}>
        {used.login ? (
          <LoginDialog open={dialog === 'login'} onOpenChange={setOpen('login')} />
        ) : null}
        {used.register ? (
          <RegisterDialog open={dialog === 'register'} onOpenChange={setOpen('register')} />
        ) : null}
      </Suspense>
    </header>
  );
}
