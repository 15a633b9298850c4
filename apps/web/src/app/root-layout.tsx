import { Outlet, ScrollRestoration } from 'react-router';
import { AuthProvider } from '../lib/auth/auth-provider.tsx';

export function RootLayout() {
  return (
    <AuthProvider>
      <a
        href="#contenido"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-brand-800 shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Saltar al contenido
      </a>
      <Outlet />
      <ScrollRestoration />
    </AuthProvider>
  );
}
