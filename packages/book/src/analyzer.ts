import { stemmer } from '@orama/stemmers/spanish';

/** Spanish stop words: articles, prepositions, pronouns and auxiliaries that carry no topic. */
const STOP_WORDS = new Set(
  `a al algo algun alguna algunas alguno algunos ante antes aqui asi aun bajo bien cada como con
  contra cual cuales cuando cuanto cuantos de del desde donde dos el ella ellas ellos en entre era
  es esa esas ese eso esos esta estan estar estas este esto estos fue fueron ha hace hacen hacer
  hasta hay la las le les lo los mas me mi mis mucho muy nada ni no nos nuestra nuestro o os otra
  otro para pero poco por porque puede pueden que quien se sea ser si sin sobre solo son su sus
  tambien tan te tener tengo tiene tienen tu tus un una unas uno unos usted ya yo debo debe deben
  puedo quiero saber significa cual cuales mejor hago mio mia como que`.split(/\s+/),
);

/** Lower case and without accents: "Márgenes" and "margenes" are the same word. */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/** A single word → its index term (folded, stemmed), or null for a stop word. */
export function spanishTerm(word: string): string | null {
  const folded = fold(word);
  if (folded.length < 2 || STOP_WORDS.has(folded)) return null;
  if (/^\d+$/.test(folded)) return folded;
  return fold(stemmer(folded));
}

/** Text → the index terms of its words, in order. */
export function spanishTerms(text: string): string[] {
  const terms: string[] = [];
  for (const word of text.split(/[^\p{L}\p{N}]+/u)) {
    if (!word) continue;
    const term = spanishTerm(word);
    if (term) terms.push(term);
  }
  return terms;
}

/**
 * The book's words for what owners call otherwise: a question's folded word → words added to
 * its search. "Reserva" is what the book calls the cash cushion ("colchón") and measures with
 * the liquidity ratio; "pista", "runway" and "meses de caja" are its runway ("autonomía").
 */
const QUERY_SYNONYMS: Record<string, string> = {
  reserva: 'colchón liquidez',
  reservas: 'colchón liquidez',
  pista: 'autonomia',
  runway: 'autonomia',
  aguantar: 'autonomia',
  aguanto: 'autonomia',
};

/** The question with the book's words for its terms appended (for searching only). */
export function expandQuestion(question: string): string {
  const extra = new Set<string>();
  for (const word of fold(question).split(/[^\p{L}\p{N}]+/u)) {
    const synonyms = QUERY_SYNONYMS[word];
    if (synonyms) extra.add(synonyms);
  }
  if (/\bmeses de (caja|efectivo)\b/.test(fold(question))) extra.add('autonomia');
  return extra.size > 0 ? `${question} ${[...extra].join(' ')}` : question;
}
