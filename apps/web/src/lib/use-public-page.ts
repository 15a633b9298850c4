import { PUBLIC_PAGES, type PublicPageMeta, type PublicPath } from '@caudal/contracts/public-pages';
import { useDocumentTitle } from './use-document-title.ts';
import { useMetaDescription } from './use-meta-description.ts';

/**
 * The title and description of a public page, from the metadata the server also writes into
 * the page's HTML, so client-side navigation shows what a crawler read.
 */
export function usePublicPage(path: PublicPath): PublicPageMeta {
  const meta: PublicPageMeta = PUBLIC_PAGES[path];
  useDocumentTitle(meta.name);
  useMetaDescription(meta.description);
  return meta;
}
