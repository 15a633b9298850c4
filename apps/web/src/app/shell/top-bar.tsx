import { Menu } from 'lucide-react';
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
const PublicMenu = lazy(() =>
  retry(() => import('./public-menu.tsx')).then((m) => ({ default: m.PublicMenu })),
);

type OpenDialog = 'login' | 'register' | 'menu' | null;

/** The bar on every page: logo, and either the sign-in buttons or search and the user menu. */
export function TopBar({ leading }: { leading?: ReactNode }) {
  const { status, user } = useAuth();
  const { pathname } = useLocation();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  // Once opened, a dialog stays mounted so its closing animation and focus return still run.
  const [used, setUsed] = useState<Record<Exclude<OpenDialog, null>, boolean>>({
    login: false,
    register: false,
    menu: false,
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
        <Logo to={signedIn ? '/app' : '/'} />
        {pathname === '/' ? <LandingNav /> : null}
        <div className="ml-auto flex min-w-0 items-center gap-2">
          {signedIn ? (
            <Suspense fallback={null}>
              <SignedInTools user={user} />
            </Suspense>
          ) : null}
          {status === 'signed-out' ? (
            <>
              <div className="hidden items-center gap-2 md:flex">
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
              </div>
              {/* Below md the sections and both actions live in the menu: the bar stays one row. */}
              <button
                type="button"
                aria-label="Menú"
                aria-haspopup="dialog"
                aria-expanded={dialog === 'menu'}
                onClick={() => open('menu')}
                className="-mr-2 rounded-lg p-2 text-slate-700 hover:bg-slate-100 md:hidden"
              >
                <Menu aria-hidden="true" className="size-6" />
              </button>
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
        {used.menu ? <PublicMenu open={dialog === 'menu'} onOpenChange={setOpen('menu')} /> : null}
      </Suspense>
    </header>
  );
}
