/**
 * A heading as a URL fragment, the same way the API names the book's section anchors
 * ('Margen de seguridad' → 'margen-de-seguridad'), so links can point into a chapter.
 */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
