import { answerFromBook, bookIndex, type Chapter } from '@caudal/book';
import type { BookQaRequest, BookQaResult } from '@caudal/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { notFound } from '../../lib/http-error.ts';
import type { ModuleDeps } from '../../lib/module.ts';
import { consumeApiCall } from '../usage/usage.service.ts';
import { assistantAnswer } from './book-answer.ts';
import { chapterPdfName } from './book-pdf.ts';

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
 * POST /api/agents/financial-advisor/book-qa: one call of the user's plan, an extractive
 * answer with its citations, rewritten by the configured model when there is one.
 */
export async function askBook(
  { db, llm, clock }: Pick<ModuleDeps, 'db' | 'llm' | 'clock'>,
  userId: string,
  request: BookQaRequest,
  log: FastifyBaseLogger,
): Promise<BookQaResult> {
  await consumeApiCall(db, userId);
  const { question, user_context } = request;
  const answer = await assistantAnswer(answerFromBook(question), question, {
    llm,
    log,
    context: user_context,
  });
  return {
    agent: 'book',
    summary: answer.answer,
    answer: answer.answer,
    findings: [],
    citations: answer.citations,
    covered: answer.covered,
    mode: answer.mode,
    generatedAt: clock.now().toISOString(),
  };
}
