/**
 * An error the client should see: a status code and a Spanish `detail`; `field` names the
 * request field it is about, so a form can show it there.
 */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly detail: string;
  readonly headers: Record<string, string>;
  readonly field: string | undefined;
  constructor(
    statusCode: number,
    detail: string,
    headers: Record<string, string> = {},
    field?: string,
  ) {
    super(detail);
    this.statusCode = statusCode;
    this.detail = detail;
    this.headers = headers;
    this.field = field;
  }
}

export const notFound = (detail = 'Recurso no encontrado') => new HttpError(404, detail);
export const badRequest = (detail: string, field?: string) => new HttpError(400, detail, {}, field);
export const unauthorized = (detail = 'Inicia sesión para continuar') => new HttpError(401, detail);
export const conflict = (detail: string) => new HttpError(409, detail);
export const forbidden = (detail: string) => new HttpError(403, detail);
export const tooManyRequests = (retryAfterSeconds: number) =>
  new HttpError(429, tooManyRequestsDetail(retryAfterSeconds), {
    'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))),
  });

export function tooManyRequestsDetail(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Demasiados intentos. Espera ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'} e intenta de nuevo.`;
}
