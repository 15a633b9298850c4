import { answerFromBook, bookIndex, type Chapter, ownFigureAsked } from '@caudal/book';
import type { BookQaRequest, BookQaResult } from '@caudal/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { loadCompanyFigures, loadSnapshot } from '../../figures/index.ts';
import { notFound } from '../../lib/http-error.ts';
import type { ModuleDeps } from '../../lib/module.ts';
import type { AuthContext } from '../../lib/request-auth.ts';
import { consumeApiCall } from '../../lib/usage.ts';
import { assistantAnswer } from './book-answer.ts';
import { chapterPdfName } from './book-pdf.ts';
import { companyFigure } from './company-figure.ts';

/** The book, indexed once per process. */
export function bookContent() {
  const { chapters } = bookIndex();
  const summary = ({ intro: _i, sections: _s, ...rest }: Chapter) => ({
    ...rest,
    pdfUrl: `/resources/${chapterPdfName(rest)}`,
  });
  const concepts = chapters.flatMap((c) =>
    c.concepts.map((concept) => ({ ...concept, chapterTitle: c.title })),
  );
  return {
    chapters,
    summaries: () => chapters.map(summary),
    concepts,
    chapter(number: number) {
      const chapter = chapters.find((c) => c.number === number);
      if (!chapter) throw notFound('Capítulo no encontrado');
      return {
        ...summary(chapter),
        intro: chapter.intro,
        sections: chapter.sections.map(({ id, title, anchor, text }) => ({
          id,
          title,
          anchor,
          text,
        })),
      };
    },
  };
}

/**
 * POST /api/agents/financial-advisor/book-qa: one call of the user's plan. A question about the
 * owner's own figure (break-even, margins, runway, reserve) is answered first with the signed-in
 * company's number, computed by finance (or what is missing to compute it); then the book's
 * extractive answer with its citations, whose narrative the configured model may rewrite. The
 * figure never goes through the model, and only the session's company is ever read.
 */
export async function askBook(
  { db, llm, clock }: Pick<ModuleDeps, 'db' | 'llm' | 'clock'>,
  auth: Pick<AuthContext, 'userId' | 'companyId' | 'dataVersion'>,
  request: BookQaRequest,
  log: FastifyBaseLogger,
): Promise<BookQaResult> {
  await consumeApiCall(db, auth.userId);
  const { question, user_context } = request;
  const figure = ownFigureAsked(question);
  const book = answerFromBook(question);
  const [company, answer] = await Promise.all([
    figure
      ? Promise.all([
          loadSnapshot(db, auth.companyId, clock.today()),
          loadCompanyFigures(db, auth, clock.today()),
        ]).then(([snapshot, figures]) => companyFigure(figure, snapshot, figures))
      : null,
    assistantAnswer(book, question, { llm, log, context: user_context }),
  ]);
  const text = company ? `${company.text}\n\n${answer.answer}` : answer.answer;
  return {
    agent: 'book',
    summary: text,
    answer: text,
    findings: [],
    citations: answer.citations,
    covered: answer.covered,
    followUps: book.followUps,
    dataLink: company?.dataLink ?? null,
    mode: answer.mode,
    generatedAt: clock.now().toISOString(),
  };
}
