// The zod-free entry point: this hook is in every page's first load.
import { pageTitle, SITE_TITLE } from '@caudal/contracts/public-pages';
import { useEffect } from 'react';

export const APP_TITLE = SITE_TITLE;

/**
 * Sets the tab title to 'Página · Caudal' (or the plain product title without a page): the same
 * format the server writes into public pages' HTML (contracts' public-pages).
 */
export function useDocumentTitle(page?: string): void {
  useEffect(() => {
    document.title = pageTitle(page);
  }, [page]);
}
