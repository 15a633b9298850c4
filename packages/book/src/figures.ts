import { fold } from './analyzer.ts';

/**
 * The owner's figures the assistant can answer with the company's own number (computed by
 * finance in the API), and how a question names each. The book part stays here: which words
 * ask for a figure, and which sections of the book explain it.
 */
export const FIGURES = [
  'cashReserve',
  'runway',
  'burn',
  'cash',
  'healthScore',
  'marginOfSafety',
  'breakEven',
  'contributionMargin',
  'grossMargin',
  'netMargin',
  'margins',
] as const;
export type Figure = (typeof FIGURES)[number];

/** Folded words that name each figure; the first that matches wins (most specific first). */
const TOPICS: Record<Figure, RegExp> = {
  cashReserve:
    /\b(reservas?|colchon|fondo de emergencia)\b|\befectivo (debo|deberia|necesito|conviene) (tener|guardar)\b/,
  runway:
    /\b(pista|runway|autonomia|meses de (caja|efectivo))\b|\bcuant[oa]s? (meses|tiempo) (aguant|me qued|me alcanz|puedo (operar|aguantar|seguir))|\b(me|nos) alcanza (la|el|mi|mis)? ?(caja|efectivo|dinero|lana)\b/,
  burn: /\bburn( rate)?\b|\bquem(o|a|ando|amos)\b|\bcuanto (pierdo|perdemos|estoy perdiendo|estamos perdiendo)\b/,
  // "¿Cuánto efectivo me queda?", "¿cuánto tengo en caja?", "mi saldo": the cash today.
  cash: /\bcuant[oa] (efectivo|dinero|lana|feria|caja|saldo)\b|\bcuanto tengo en (caja|el banco|la cuenta|bancos)\b|\b(mi|nuestro) saldo\b|\bmi (caja|efectivo)\b/,
  healthScore:
    /\bsalud (financiera|de mi negocio|del negocio)\b|\bque tan (sano|sana|bien) (esta|va|anda)\b/,
  marginOfSafety: /\bmargen de seguridad\b/,
  breakEven: /\bpunto de equilibrio\b|\bequilibrio\b/,
  contributionMargin: /\bmargen(es)? de contribucion\b|\bcontribucion\b/,
  grossMargin: /\bmargen(es)? brutos?\b|\butilidad bruta\b/,
  netMargin: /\bmargen(es)? netos?\b|\butilidad neta\b/,
  // Any other "margen" but a price's target margin ("margen objetivo"): the margins together.
  margins: /\bmargen(es)?\b(?! (objetivo|operativo))/,
};

/** "mi punto de equilibrio", "¿cuánto debo tener?", "¿cuántos meses me quedan?". */
const FIRST_PERSON =
  /\b(mi|mis|me|tengo|debo|deberia|necesito|puedo|aguanto|vendo|gano|estoy|nuestr[oa]s?|tenemos|debemos|necesitamos|podemos|estamos)\b/;

/** The figure a question is about, whoever's it is; null when it names none. */
export function figureTopic(question: string): Figure | null {
  const text = fold(question);
  return FIGURES.find((figure) => TOPICS[figure].test(text)) ?? null;
}

/** The figure a question asks about as the owner's own ("mi margen neto"); null otherwise. */
export function ownFigureAsked(question: string): Figure | null {
  const figure = figureTopic(question);
  return figure && FIRST_PERSON.test(fold(question)) ? figure : null;
}

/** What an answer about a figure quotes first: its formula, or the book's rule for it. */
export type Lead = 'formula' | 'rule';

/**
 * The sections that explain each figure (`chapter#anchor`, the reader's address), quoted before
 * anything the search adds, and what to lead with. The reserve is the book's rule of chapter 12
 * (at least two months of costs), with chapter 3's liquidity ratio it is measured by.
 */
export const FIGURE_SECTIONS: Record<Figure, { sections: string[]; lead: Lead }> = {
  breakEven: { sections: ['9#punto-de-equilibrio-en-unidades'], lead: 'formula' },
  marginOfSafety: { sections: ['9#margen-de-seguridad'], lead: 'formula' },
  contributionMargin: { sections: ['7#margen-de-contribucion-en-porcentaje'], lead: 'formula' },
  grossMargin: {
    sections: ['10#margen-bruto-lo-que-deja-cada-venta-despues-del-costo-de-lo-vendido'],
    lead: 'formula',
  },
  netMargin: { sections: ['10#margen-neto-la-utilidad-que-realmente-te-queda'], lead: 'formula' },
  margins: {
    sections: ['10#de-las-ventas-a-la-utilidad-la-escalera-de-los-margenes'],
    lead: 'formula',
  },
  runway: { sections: ['3#autonomia-de-caja-runway-cuantos-meses-te-quedan'], lead: 'formula' },
  burn: { sections: ['3#burn-rate-cuanto-efectivo-consume-tu-negocio-al-mes'], lead: 'formula' },
  cash: {
    sections: [
      '3#entradas-salidas-y-flujo-de-efectivo-operativo',
      '3#autonomia-de-caja-runway-cuantos-meses-te-quedan',
    ],
    lead: 'rule',
  },
  healthScore: {
    sections: ['1#la-salud-financiera-y-sus-cuatro-partes-como-se-calcula-la-puntuacion'],
    lead: 'formula',
  },
  cashReserve: {
    sections: [
      '12#riesgo-de-liquidez',
      '3#razon-de-liquidez-cuantos-meses-de-costos-tienes-en-el-banco',
    ],
    lead: 'rule',
  },
};
