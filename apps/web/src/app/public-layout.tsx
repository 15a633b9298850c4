import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { LoadingState } from '../components/ui/loading-state.tsx';
import { TopBar } from './shell/top-bar.tsx';

/** Public pages: the top bar and the page. The footer is part of the landing page only. */
export function PublicLayout() {
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
