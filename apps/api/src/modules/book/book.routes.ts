import { answerFromBook, bookIndex, type Chapter } from '@caudal/book';
import {
  AssistantStatusSchema,
  BOOK_SUMMARY_PDF_URL,
  BookConceptSchema,
  BookQaRequestSchema,
  BookQaResponseSchema,
  ChapterParamsSchema,
  ChapterSchema,
  ChapterSummarySchema,
  ErrorResponseSchema,
  z,
} from '@caudal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { LlmConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/http-error.ts';
import { bookSummaryPdf, chapterPdf, chapterPdfName } from './book-pdf.ts';
import { assistantAnswer } from './generative-answer.ts';

const SUMMARY_PDF = BOOK_SUMMARY_PDF_URL.replace('/resources/', '');

import { requireAuth } from '../../plugins/auth.ts';
import { consumeApiCall } from './usage.ts';

/** The book assistant: extractive answers from the book, with citations, best first. */
export const bookRoutes: FastifyPluginAsyncZod<{ db: Db; llm: LlmConfig | null }> = async (
  app,
  { db, llm },
) => {
  // Built once per process, here rather than on the first question.
  const { chapters } = bookIndex();
  const summary = ({ intro: _i, sections: _s, ...rest }: Chapter) => ({
    ...rest,
    pdfUrl: `/resources/${chapterPdfName(rest)}`,
  });

  // PDFs are built from the same Markdown once per process, on first request.
  const pdfs = new Map<string, Promise<Buffer>>();
  const pdf = (name: string, build: () => Promise<Buffer>) => {
    let file = pdfs.get(name);
    if (!file) {
      file = build();
      pdfs.set(name, file);
    }
    return file;
  };
  app.get('/resources/:file', { schema: { hide: true } }, async (request, reply) => {
    const { file } = request.params as { file: string };
    const chapter = chapters.find((c) => chapterPdfName(c) === file);
    if (file !== SUMMARY_PDF && !chapter) throw notFound('Documento no encontrado');
    const body = await pdf(file, () => (chapter ? chapterPdf(chapter) : bookSummaryPdf(chapters)));
    return reply
      .type('application/pdf')
      .header('cache-control', 'public, max-age=3600')
      .header('content-disposition', `inline; filename="${file}"`)
      .send(body);
  });

  // The book itself is public: the guides page links to it too.
  app.get(
    '/api/book/chapters',
    { schema: { tags: ['book'], response: { 200: z.array(ChapterSummarySchema) } } },
    async () => chapters.map(summary),
  );
  const concepts = chapters.flatMap((c) =>
    c.concepts.map((concept) => ({ ...concept, chapterTitle: c.title })),
  );
  app.get(
    '/api/book/concepts',
    { schema: { tags: ['book'], response: { 200: z.array(BookConceptSchema) } } },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=3600');
      return concepts;
    },
  );

  app.get(
    '/api/book/chapters/:number',
    {
      schema: {
        tags: ['book'],
        params: ChapterParamsSchema,
        response: { 200: ChapterSchema, 400: ErrorResponseSchema, 404: ErrorResponseSchema },
      },
    },
    async (request) => {
      const chapter = chapters.find((c) => c.number === request.params.number);
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
  );

  // Public: the landing's assistant card shows how the assistant answers on this server.
  app.get(
    '/api/book/assistant',
    { schema: { tags: ['book'], response: { 200: AssistantStatusSchema } } },
    async () => ({
      mode: llm ? ('generative' as const) : ('extractive' as const),
      chapters: chapters.length,
    }),
  );

  app.post(
    '/api/agents/financial-advisor/book-qa',
    {
      onRequest: app.authenticate,
      config: { rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: {
        tags: ['book'],
        security: [{ bearer: [] }],
        body: BookQaRequestSchema,
        response: {
          200: BookQaResponseSchema,
          400: ErrorResponseSchema,
          401: ErrorResponseSchema,
          429: ErrorResponseSchema,
        },
      },
    },
    async (request) => {
      await consumeApiCall(db, requireAuth(request).userId);
      const { question, user_context } = request.body;
      const result = await assistantAnswer(answerFromBook(question), question, {
        llm,
        log: request.log,
        context: user_context,
      });
      return { success: true as const, result };
    },
  );
};
