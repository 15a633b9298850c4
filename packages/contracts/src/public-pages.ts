/**
 * Title and description of every public page, written once: the API puts them into index.html
 * for crawlers and link previews (a SPA has no per-page HTML), and the web app uses the same
 * titles when the user navigates on the client. It imports nothing (no zod): the web app reads it
 * through `@caudal/contracts/public-pages`, in every page's first load.
 */

export const SITE_NAME = 'Caudal';
export const SITE_TITLE = 'Caudal — Finanzas para emprendedores';
export const SITE_DESCRIPTION =
  'Caudal: herramientas de finanzas para emprendedores y pequeñas empresas en México. Flujo de caja, costos, precios y rentabilidad en pesos mexicanos.';

export type PublicPageMeta = {
  /** The page's name in the tab ('Contacto' → 'Contacto · Caudal'); none for the landing. */
  name?: string;
  description: string;
  /** Listed in /sitemap.xml. */
  inSitemap: boolean;
  /** Internal pages: search engines are asked not to index them. */
  noindex?: boolean;
  /** Another path with the same content (/support shows the help center). */
  canonicalPath?: string;
};

export const PUBLIC_PAGES = {
  '/': {
    description:
      'Finanzas claras para tu negocio: flujo de caja, costos, precios y rentabilidad en pesos mexicanos. Prueba gratis 14 días sin tarjeta; después, desde 299 MXN al mes.',
    inSitemap: true,
  },
  '/demo': {
    name: 'Demo interactiva',
    description:
      'Prueba Caudal sin registrarte: una demo interactiva con datos de ejemplo de un pequeño negocio mexicano.',
    inSitemap: true,
  },
  '/login': {
    name: 'Iniciar sesión',
    description: 'Inicia sesión en Caudal para ver las finanzas de tu negocio.',
    inSitemap: true,
  },
  '/register': {
    name: 'Crear cuenta',
    description:
      'Crea tu cuenta de Caudal: 14 días de prueba gratis, sin tarjeta de crédito. Flujo de caja, costos y rentabilidad de tu negocio en pesos mexicanos.',
    inSitemap: true,
  },
  '/contacto': {
    name: 'Contacto',
    description:
      'Escríbele al equipo de Caudal: correo, teléfono y horario de atención (lunes a viernes de 9:00 a 18:00, hora del centro de México). Respondemos correos en menos de 2 horas hábiles.',
    inSitemap: true,
  },
  '/casos-de-exito': {
    name: 'Casos de éxito',
    description:
      'Tres ejemplos ilustrativos de cómo un pequeño negocio mexicano puede usar Caudal y el libro para ordenar su flujo de caja, sus costos y sus precios.',
    inSitemap: true,
  },
  '/guias-del-libro': {
    name: 'Guías del libro',
    description:
      'Cinco guías de lectura de «Finanzas para Emprendedores», una por capítulo, para aplicar el libro en el dashboard, los reportes, el flujo de caja, la automatización y el crecimiento de tu negocio.',
    inSitemap: true,
  },
  '/centro-de-ayuda': {
    name: 'Centro de ayuda',
    description:
      'Preguntas frecuentes sobre Caudal: prueba gratis de 14 días, facturación mensual, tus datos, la cuenta y las herramientas. Soporte de lunes a viernes de 9:00 a 18:00.',
    inSitemap: true,
  },
  '/support': {
    name: 'Centro de ayuda',
    description:
      'Preguntas frecuentes sobre Caudal: prueba gratis de 14 días, facturación mensual, tus datos, la cuenta y las herramientas. Soporte de lunes a viernes de 9:00 a 18:00.',
    inSitemap: false,
    canonicalPath: '/centro-de-ayuda',
  },
  '/terms': {
    name: 'Términos y condiciones',
    description:
      'Términos y condiciones del servicio de Caudal: prueba gratis, facturación mensual, cancelación, uso aceptable y responsabilidad.',
    inSitemap: true,
  },
  '/privacy': {
    name: 'Aviso de privacidad',
    description:
      'Aviso de privacidad integral de Caudal conforme a la LFPDPPP: qué datos tratamos, para qué, y cómo ejercer tus derechos ARCO.',
    inSitemap: true,
  },
  '/test-demo': {
    name: 'Demo de prueba',
    description: 'Página interna de pruebas de la demo de Caudal.',
    inSitemap: false,
    noindex: true,
  },
  '/direct-demo': {
    name: 'Demo directa',
    description: 'Página interna que muestra la demo interactiva de Caudal.',
    inSitemap: false,
    noindex: true,
  },
} as const satisfies Record<string, PublicPageMeta>;

export type PublicPath = keyof typeof PUBLIC_PAGES;

/** The tab title: 'Contacto · Caudal', or the product's title for the landing. */
export function pageTitle(name?: string): string {
  return name ? `${name} · ${SITE_NAME}` : SITE_TITLE;
}

function isPublicPath(path: string): path is PublicPath {
  return Object.hasOwn(PUBLIC_PAGES, path);
}

/** The public page at a path ('/contacto' or '/contacto/'), or undefined for any other path. */
export function findPublicPage(
  path: string,
): { path: PublicPath; meta: PublicPageMeta } | undefined {
  const normalized = path.length > 1 ? path.replace(/\/+$/, '') : path;
  if (!isPublicPath(normalized)) return undefined;
  const meta: PublicPageMeta = PUBLIC_PAGES[normalized];
  return { path: normalized, meta };
}
