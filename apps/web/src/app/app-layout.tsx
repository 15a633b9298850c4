import { Menu } from 'lucide-react';
import { Suspense, useEffect, useLayoutEffect, useState } from 'react';
import { Outlet } from 'react-router';
import { Drawer } from '../components/ui/dialog.tsx';
import { LoadingState } from '../components/ui/loading-state.tsx';
import { useAppliedConfig } from '../features/settings/index.ts';
import { applyAppearance, clearAppearance, readCachedAppearance } from '../lib/appearance.ts';
import { ShellNotices } from './shell/shell-notices.tsx';
import { SidebarNav } from './shell/sidebar-nav.tsx';
import { TopBar } from './shell/top-bar.tsx';

const DESKTOP = '(min-width: 1024px)';

/** The signed-in shell: top bar, sidebar (a drawer below 1024 px) and the module. */
export function AppLayout() {
  const [menuOpen, setMenuOpen] = useState(false);
  useAppliedConfig();

  // The user's appearance while the app is on screen (before the paint, as on a load), the
  // default look again when they leave for the public site.
  useLayoutEffect(() => {
    applyAppearance(readCachedAppearance());
    return () => clearAppearance();
  }, []);

  // The drawer makes no sense once the fixed sidebar is visible.
  useEffect(() => {
    const query = window.matchMedia(DESKTOP);
    const close = () => {
      if (query.matches) setMenuOpen(false);
    };
    query.addEventListener('change', close);
    return () => query.removeEventListener('change', close);
  }, []);

  return (
    <div className="min-h-dvh">
      <TopBar
        leading={
          <button
            type="button"
            aria-label="Abrir menú"
            onClick={() => setMenuOpen(true)}
            className="-ml-2 rounded-lg p-2 text-slate-700 hover:bg-slate-100 lg:hidden"
          >
            <Menu aria-hidden="true" className="size-6" />
          </button>
        }
      />
      <Drawer open={menuOpen} onOpenChange={setMenuOpen} title="Menú">
        <SidebarNav onNavigate={() => setMenuOpen(false)} />
      </Drawer>
      <div className="lg:flex">
        <aside className="sticky top-16 hidden h-[calc(100dvh-4rem)] w-64 shrink-0 overflow-y-auto border-r border-slate-200 bg-white lg:flex">
          <SidebarNav />
        </aside>
        <main
          id="contenido"
          tabIndex={-1}
          className="min-w-0 flex-1 px-4 py-6 sm:px-6 lg:px-10 lg:py-8"
        >
          <ShellNotices />
          <Suspense fallback={<LoadingState />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
    </div>
  );
}
