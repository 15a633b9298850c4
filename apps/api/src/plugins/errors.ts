import type { Duplex } from 'node:stream';
import { UnsafeMoneyError } from '@caudal/finance/money';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { databaseErrorSummary, isUniqueViolation } from '../db/errors.ts';
import { HttpError } from '../lib/http-error.ts';

const BODY_ERRORS: Record<string, [number, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'El cuerpo de la solicitud no es un JSON válido'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'El cuerpo de la solicitud está vacío'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [
    400,
    'El cuerpo de la solicitud debe enviarse como JSON (Content-Type: application/json)',
  ],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'La longitud del cuerpo de la solicitud no es válida'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'La solicitud es demasiado grande'],
};

const PART_LABELS: Record<string, string> = {
  body: 'El cuerpo de la solicitud',
  querystring: 'Los parámetros de la consulta',
  params: 'Los parámetros de la ruta',
  headers: 'Los encabezados',
};

/** Errors Fastify raises before a route runs: set as the `frameworkErrors` server option. */
const FRAMEWORK_ERRORS: Record<string, [number, string]> = {
  FST_ERR_BAD_URL: [400, 'La dirección de la solicitud no es válida'],
  FST_ERR_MAX_PARAM_LENGTH: [414, 'Un parámetro de la dirección es demasiado largo'],
  FST_ERR_ASYNC_CONSTRAINT: [400, 'La solicitud no es válida'],
};

export function frameworkErrors(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
) {
  const [status, detail] = FRAMEWORK_ERRORS[error.code] ?? [400, 'La solicitud no es válida'];
  return reply.code(status).header('cache-control', 'no-store').send({ detail });
}

/**
 * Requests Node's HTTP parser refuses before Fastify sees them (headers or a URL over 16 KB,
 * a malformed request line): the same `{detail}` shape, written on the socket. The
 * `clientErrorHandler` server option.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Duplex) {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
  const [status, reason, detail] = tooLarge
    ? [
        431,
        'Request Header Fields Too Large',
        'La dirección o los encabezados de la solicitud son demasiado grandes',
      ]
    : [400, 'Bad Request', 'La solicitud no es válida'];
  const body = JSON.stringify({ detail });
  socket.end(
    [
      `HTTP/1.1 ${status} ${reason}`,
      'Content-Type: application/json; charset=utf-8',
      `Content-Length: ${Buffer.byteLength(body)}`,
      'Cache-Control: no-store',
      'Connection: close',
      '',
      body,
    ].join('\r\n'),
  );
}

/** One error shape for the whole API: `{ detail }` in Spanish; a 5xx never leaks internals. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      const body = error.field
        ? { detail: error.detail, field: error.field }
        : { detail: error.detail };
      return reply.code(error.statusCode).headers(error.headers).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const field = first?.instancePath.replace(/^\//, '').replaceAll('/', '.');
      const isWholePart = !field && first?.keyword === 'invalid_type';
      const message = first?.message ?? 'La solicitud no es válida';
      // Inside lists (an import document, say) the message alone does not say which row.
      const nested = field?.includes('.') ? `En ${field}: ${message}` : message;
      const detail = isWholePart
        ? `${PART_LABELS[error.validationContext ?? 'body'] ?? 'La solicitud'} debe ser un objeto JSON`
        : nested;
      return reply.code(400).send({ detail });
    }
    const known = error.code ? BODY_ERRORS[error.code] : undefined;
    if (known) return reply.code(known[0]).send({ detail: known[1] });
    if (error.statusCode === 429) {
      return reply
        .code(429)
        .send({ detail: (error as { detail?: string }).detail ?? error.message });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.code(error.statusCode).send({ detail: 'La solicitud no es válida' });
    }
    // Figures past what floating point holds exactly, from data written before the company
    // limit existed or straight into the database (modules/metrics/company-limits.ts).
    if (error instanceof UnsafeMoneyError) {
      return reply.code(422).send({
        detail:
          'Las cifras de tu empresa son demasiado grandes para calcularlas con exactitud. ' +
          'Revisa los montos más grandes de tus productos, costos y movimientos.',
      });
    }
    // A unique index that refused a row no service expected (a race the service did not
    // check for): the request conflicts with data that exists, not a server failure.
    if (isUniqueViolation(error)) {
      return reply.code(409).send({ detail: 'Ya existe un registro con esos datos' });
    }
    // Database errors are logged by SQLSTATE only: their messages carry parameter values.
    const database = databaseErrorSummary(error);
    if (database)
      request.log.error({ database, route: request.routeOptions.url }, 'error de base de datos');
    else request.log.error({ err: error }, 'error no controlado');
    return reply
      .code(500)
      .send({ detail: 'Ocurrió un error inesperado. Intenta de nuevo en un momento.' });
  });
});
