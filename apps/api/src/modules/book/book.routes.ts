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
import { notFound } from '../../lib/http-error.ts';
import type { ModuleOptions } from '../../lib/module.ts';
import { requireAuth } from '../../lib/request-auth.ts';
import { askBook, bookContent } from './book.service.ts';
import { bookSummaryPdf, chapterPdf, chapterPdfName } from './book-pdf.ts';

const SUMMARY_PDF = BOOK_SUMMARY_PDF_URL.replace('/resources/', '');

/** /resources/*.pdf: each chapter and the book's summary, built once per process. */
export const bookPdfRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app) => {
  const { chapters } = bookContent();
  const pdfs = new Map<string, Promise<Buffer>>();
  const pdf = (name: string, build: () => Promise<Buffer>) => {
    let file = pdfs.get(name);
    if (!file) {
      file = build();
      pdfs.set(name, file);
    }
    return file;
  };
  app.get('/:file', { schema: { hide: true } }, async (request, reply) => {
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
};

/** /api/book: the chapters, the concepts behind the figures, and how the assistant answers. */
export const bookRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { deps }) => {
  const book = bookContent();
  // The book itself is public: the guides page links to it too.
  app.get(
    '/chapters',
    { schema: { tags: ['book'], response: { 200: z.array(ChapterSummarySchema) } } },
    async () => book.summaries(),
  );
  app.get(
    '/concepts',
    { schema: { tags: ['book'], response: { 200: z.array(BookConceptSchema) } } },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=3600');
      return book.concepts;
    },
  );
  app.get(
    '/chapters/:number',
    {
      schema: {
        tags: ['book'],
        params: ChapterParamsSchema,
        response: { 200: ChapterSchema, 400: ErrorResponseSchema, 404: ErrorResponseSchema },
      },
    },
    async (request) => book.chapter(request.params.number),
  );
  // Public: the landing's assistant card shows how the assistant answers on this server.
  app.get(
    '/assistant',
    { schema: { tags: ['book'], response: { 200: AssistantStatusSchema } } },
    async () => ({
      mode: deps.llm ? ('generative' as const) : ('extractive' as const),
      chapters: book.chapters.length,
    }),
  );
};

/** POST /api/agents/financial-advisor/book-qa: the book assistant, for signed-in users. */
export const bookQaRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { deps }) => {
  app.post(
    '/book-qa',
    {
      onRequest: app.authenticate,
      config: { access: 'personal', rateLimit: { max: 30, timeWindow: 60_000 } },
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
    async (request) => ({
      success: true as const,
      result: await askBook(deps, requireAuth(request), request.body, request.log),
    }),
  );
};
