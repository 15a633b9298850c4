import { Suspense, useLayoutEffect } from 'react';
import { Outlet } from 'react-router';
import { LoadingState } from '../components/ui/loading-state.tsx';
import { clearAppearance } from '../lib/appearance.ts';
import { TopBar } from './shell/top-bar.tsx';

/** Public pages: the top bar and the page. The footer is part of the landing page only. */
export function PublicLayout() {
  // An /app address that sends a signed-out visitor here got the app's look from
  // appearance-init.js; the public site keeps its own.
  useLayoutEffect(() => clearAppearance(), []);
  return (
    <div className="flex min-h-dvh flex-col">
      <TopBar />
      <main id="contenido" tabIndex={-1} className="flex flex-1 flex-col">
        <Suspense fallback={<LoadingState />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
