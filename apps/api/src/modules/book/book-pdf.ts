import { BOOK_TITLE, type Chapter, plainText } from '@caudal/book';
import PDFDocument from 'pdfkit';

// The standard PDF fonts cover Latin-1 (accents, ñ, ¿, ×, ÷) but not these.
const REPLACEMENTS: [RegExp, string][] = [
  [/≥/g, '>='],
  [/≤/g, '<='],
  [/≈/g, '~'],
  [/→/g, '->'],
  [/−/g, '-'],
  [/[“”]/g, '"'],
  [/[‘’]/g, "'"],
];
const printable = (text: string) =>
  REPLACEMENTS.reduce((t, [from, to]) => t.replace(from, to), text);

function render(build: (doc: PDFKit.PDFDocument) => void, title: string): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: 60,
    info: { Title: title, Author: 'Caudal' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) =>
    doc.on('end', () => resolve(Buffer.concat(chunks))),
  );
  build(doc);
  doc.end();
  return done;
}

const heading = (doc: PDFKit.PDFDocument, text: string, size: number) =>
  doc
    .font('Helvetica-Bold')
    .fontSize(size)
    .fillColor('#0b5d4f')
    .text(printable(text))
    .moveDown(0.4);
const body = (doc: PDFKit.PDFDocument, text: string) =>
  doc
    .font('Helvetica')
    .fontSize(11)
    .fillColor('#1e293b')
    .text(printable(text), { align: 'left' })
    .moveDown(0.6);

/** The summary of every chapter: /resources/finanzas-emprendedores-resumen.pdf. */
export function bookSummaryPdf(chapters: Chapter[]): Promise<Buffer> {
  return render((doc) => {
    heading(doc, BOOK_TITLE, 24);
    body(doc, `Resumen de los ${chapters.length} capítulos, con sus herramientas. Caudal.`);
    for (const chapter of chapters) {
      heading(doc, `Capítulo ${chapter.number}. ${chapter.title}`, 15);
      body(doc, chapter.summary);
      const tools = chapter.tools.map((t) => t.name).join(' · ');
      if (tools) body(doc, `Herramientas: ${tools}`);
    }
  }, `${BOOK_TITLE}: resumen`);
}

/** One chapter, whole: the guide PDF of /guias-del-libro. */
export function chapterPdf(chapter: Chapter): Promise<Buffer> {
  return render((doc) => {
    heading(doc, `Capítulo ${chapter.number}. ${chapter.title}`, 22);
    body(doc, chapter.summary);
    if (chapter.intro) body(doc, plainText(chapter.intro));
    for (const section of chapter.sections) {
      heading(doc, section.title, 14);
      for (const paragraph of section.text.split(/\n\s*\n/)) body(doc, plainText(paragraph));
    }
  }, `${BOOK_TITLE}: capítulo ${chapter.number}`);
}

export const chapterPdfName = (chapter: Pick<Chapter, 'number' | 'slug'>) =>
  `capitulo-${chapter.number}-${chapter.slug}.pdf`;
