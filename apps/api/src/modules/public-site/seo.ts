import {
  findPublicPage,
  PUBLIC_PAGES,
  type PublicPageMeta,
  type PublicPath,
  pageTitle,
  SITE_NAME,
} from '@caudal/contracts';

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

/** The tags of one public page: title, description, canonical, robots and Open Graph. */
export function pageHeadTags(path: PublicPath, meta: PublicPageMeta, publicUrl: string): string {
  const url = `${publicUrl}${meta.canonicalPath ?? path}`;
  const title = pageTitle(meta.name);
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    meta.noindex ? '<meta name="robots" content="noindex" />' : '',
    `<meta property="og:title" content="${escapeHtml(title)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    '<meta property="og:type" content="website" />',
    `<meta property="og:url" content="${escapeHtml(url)}" />`,
    '<meta property="og:locale" content="es_MX" />',
    `<meta property="og:site_name" content="${SITE_NAME}" />`,
  ];
  return tags.filter(Boolean).join('\n    ');
}

/**
 * index.html with the page's own tags in place of the generic title and description, so a
 * crawler or a link preview that runs no JavaScript still reads the right page.
 * Returns undefined for a path that is not a public page (it keeps the generic tags).
 */
export function renderPublicPage(
  indexHtml: string,
  path: string,
  publicUrl: string,
): string | undefined {
  const page = findPublicPage(path);
  if (!page || !indexHtml.includes('</head>')) return undefined;
  return (
    indexHtml
      .replace(/<html[^>]*>/i, '<html lang="es-MX">')
      .replace(/\s*<title>[\s\S]*?<\/title>/i, '')
      .replace(/\s*<meta\s+name="description"[^>]*>/i, '')
      // A function, so a '$' in the text is not read as a replacement pattern.
      .replace('</head>', () => `  ${pageHeadTags(page.path, page.meta, publicUrl)}\n  </head>`)
  );
}

export function sitemapXml(publicUrl: string): string {
  const urls = Object.entries(PUBLIC_PAGES)
    .filter(([, meta]) => meta.inSitemap)
    .map(([path]) => `  <url><loc>${escapeHtml(`${publicUrl}${path}`)}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /app/',
    'Disallow: /api/',
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
