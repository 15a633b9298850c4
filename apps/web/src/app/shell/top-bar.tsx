import type { ReactNode } from 'react';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { AssistantButton } from '../../features/assistant/components/assistant-button.tsx';
import { HeaderSearch } from '../../features/search/components/header-search.tsx';
import { useAuth } from '../../lib/auth/auth-context.ts';
import { LoginDialog, RegisterDialog } from './auth-dialogs.tsx';
import { HeaderMetrics } from './header-metrics.tsx';
import { Logo } from './logo.tsx';
import { UserMenu } from './user-menu.tsx';

type OpenDialog = 'login' | 'register' | null;

/** The bar on every page: logo, and either the sign-in buttons or search and the user menu. */
export function TopBar({ leading }: { leading?: ReactNode }) {
  const { status, user } = useAuth();
  const { pathname } = useLocation();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const signedIn = status === 'signed-in' && user !== null;
  const setOpen = (which: Exclude<OpenDialog, null>) => (open: boolean) =>
    setDialog(open ? which : null);

  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="flex h-16 items-center gap-2 px-4 sm:px-6">
        {leading}
        <Logo to={signedIn ? '/app/dashboard' : '/'} />
        <div className="ml-auto flex items-center gap-2">
          {signedIn ? <HeaderSearch /> : null}
          {signedIn ? <HeaderMetrics /> : null}
          {signedIn ? <AssistantButton /> : null}
          {signedIn ? <UserMenu user={user} /> : null}
          {status === 'signed-out' ? (
            <>
              {/* The page's own form already offers this action on /login and /register. */}
              {pathname !== '/login' ? (
                <Button variant="ghost" size="sm" onClick={() => setDialog('login')}>
                  Iniciar sesión
                </Button>
              ) : null}
              {pathname !== '/register' ? (
                <Button size="sm" onClick={() => setDialog('register')}>
                  Crear cuenta
                </Button>
              ) : null}
            </>
          ) : null}
        </div>
      </div>
      <LoginDialog open={dialog === 'login'} onOpenChange={setOpen('login')} />
      <RegisterDialog open={dialog === 'register'} onOpenChange={setOpen('register')} />
    </header>
  );
}
