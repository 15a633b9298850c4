import { useEffect } from 'react';

export const APP_TITLE = 'Caudal — Finanzas para emprendedores';

/** Sets the tab title to 'Página · Caudal' (or the plain product title without a page). */
export function useDocumentTitle(page?: string): void {
  useEffect(() => {
    document.title = page ? `${page} · Caudal` : APP_TITLE;
  }, [page]);
}
