/** The help center's questions (000 §3 "FAQ", §9: 6 categories and 8 questions). */

export const FAQ_CATEGORIES = [
  { id: 'primeros-pasos', label: 'Primeros pasos' },
  { id: 'cuenta', label: 'Cuenta y acceso' },
  { id: 'facturacion', label: 'Planes y facturación' },
  { id: 'herramientas', label: 'Herramientas' },
  { id: 'datos', label: 'Datos y privacidad' },
  { id: 'libro', label: 'Libro y Asistente del libro' },
] as const;

export type FaqCategory = (typeof FAQ_CATEGORIES)[number]['id'];
export type FaqFilterCategory = FaqCategory | 'todos';

export type Faq = {
  id: string;
  categoria: FaqCategory;
  pregunta: string;
  respuesta: string;
  /** Editorial order: the questions people ask most often go first. Not shown. */
  popularidad: number;
};

const FAQ_LIST: Faq[] = [
  {
    id: 'prueba-gratis',
    categoria: 'facturacion',
    pregunta: '¿Cómo funciona la prueba gratis?',
    respuesta:
      'Tienes 14 días gratis con todas las herramientas, sin tarjeta de crédito. Te enviamos un recordatorio por correo 3 días antes de que termine la prueba para que decidas si quieres continuar; si no eliges un plan, tu cuenta simplemente deja de estar activa y no se te cobra nada.',
    popularidad: 98,
  },
  {
    id: 'precio',
    categoria: 'facturacion',
    pregunta: '¿Cuánto cuesta Caudal y cómo se cobra?',
    respuesta:
      'Los planes empiezan desde 299 MXN al mes. La facturación es mensual: pagas mes a mes, sin plazos forzosos, y puedes cancelar cuando quieras; la cancelación aplica al terminar el mes ya pagado.',
    popularidad: 95,
  },
  {
    id: 'datos-al-cancelar',
    categoria: 'datos',
    pregunta: '¿Qué pasa con mis datos si cancelo?',
    respuesta:
      'Conservamos tus datos 30 días después de cancelar, por si cambias de opinión: si vuelves en ese plazo, encuentras todo como lo dejaste. Pasados los 30 días, se eliminan de forma definitiva. En Configuración › Tus datos puedes descargar todo lo de tu empresa en un ZIP cuando quieras; si ahí eliminas tu cuenta, el borrado es inmediato.',
    popularidad: 90,
  },
  {
    id: 'como-empiezo',
    categoria: 'primeros-pasos',
    pregunta: '¿Cómo empiezo a usar Caudal?',
    respuesta:
      'Crea tu cuenta y sigue la configuración inicial: datos de tu empresa, tus productos o servicios con su precio y costo, tus costos fijos y tu saldo de caja. Con eso el dashboard calcula tu margen de contribución, tu punto de equilibrio y tu flujo de caja.',
    popularidad: 88,
  },
  {
    id: 'probar-sin-registro',
    categoria: 'primeros-pasos',
    pregunta: '¿Puedo probar Caudal sin registrarme?',
    respuesta:
      'Sí. La demo interactiva funciona sin cuenta, y la cuenta demo (sus datos están en la página de inicio de sesión) abre una empresa de prueba con datos de ejemplo que se borra a las 24 horas.',
    popularidad: 80,
  },
  {
    id: 'olvide-contrasena',
    categoria: 'cuenta',
    pregunta: 'Olvidé mi contraseña, ¿cómo entro?',
    respuesta:
      'En la página de inicio de sesión elige «¿Olvidaste tu contraseña?» y escribe tu correo. Te enviaremos un enlace que funciona una sola vez y vence en una hora. Al cambiar la contraseña se cierran tus demás sesiones abiertas.',
    popularidad: 75,
  },
  {
    id: 'herramientas-incluidas',
    categoria: 'herramientas',
    pregunta: '¿Qué herramientas incluye Caudal?',
    respuesta:
      'Flujo de caja, economía unitaria, costos y precios, rentabilidad, planeación financiera, reportes, automatización, crecimiento y agentes de análisis. Todas trabajan con los números de tu negocio en pesos mexicanos.',
    popularidad: 70,
  },
  {
    id: 'asistente-libro',
    categoria: 'libro',
    pregunta: '¿De dónde salen las respuestas del Asistente del libro?',
    respuesta:
      'El Asistente del libro responde con pasajes del libro «Finanzas para Emprendedores» y cita el capítulo y la sección de cada uno, para que puedas leer el contexto completo. Si preguntas por una cifra de tu negocio (punto de equilibrio, márgenes, meses de caja o reserva), primero te da tu número, calculado con tus datos. Si el libro no cubre tu pregunta, te lo dice en lugar de inventar una respuesta. No sustituye la asesoría de un contador.',
    popularidad: 65,
  },
];

export const FAQS: readonly Faq[] = [...FAQ_LIST].sort((a, b) => b.popularidad - a.popularidad);

export function categoryLabel(id: FaqCategory): string {
  return FAQ_CATEGORIES.find((category) => category.id === id)?.label ?? id;
}

/** Lower case without accents, so 'contrasena' finds 'contraseña' and 'FACTURACION' finds 'facturación'. */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/**
 * The questions in `category` ('todos': all) whose question or answer contains `query`
 * (000 §5 "Help search"); an empty query matches everything.
 */
export function filterFaqs(
  faqs: readonly Faq[],
  query: string,
  category: FaqFilterCategory,
): Faq[] {
  const needle = foldText(query.trim());
  return faqs.filter(
    (faq) =>
      (category === 'todos' || faq.categoria === category) &&
      (needle === '' ||
        foldText(faq.pregunta).includes(needle) ||
        foldText(faq.respuesta).includes(needle)),
  );
}
