import { ImportUploadFieldsSchema } from '@caudal/contracts';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../lib/http-error.ts';
import type { Upload } from './imports.service.ts';

/** The largest file accepted, in bytes. */
export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;

const NOT_MULTIPART =
  'Envía el archivo como multipart/form-data, en el campo «file» (XML, ZIP, CSV, XLSX u OFX).';

/** Multipart errors (@fastify/multipart, busboy) in Spanish. */
function uploadError(error: unknown): HttpError {
  if (error instanceof HttpError) return error;
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new HttpError(413, 'El archivo pasa de 20 MB.');
  if (code === 'FST_FILES_LIMIT') return new HttpError(400, 'Envía un solo archivo a la vez.');
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return new HttpError(415, NOT_MULTIPART);
  if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') {
    return new HttpError(400, 'El formulario trae demasiados campos.');
  }
  return new HttpError(400, 'El formulario enviado no se puede leer: vuelve a subir el archivo.');
}

/**
 * The uploaded file (in memory: at most 20 MB, nothing is written to disk) and the fields that
 * came with it, in any order.
 */
export async function readUpload(request: FastifyRequest): Promise<Upload> {
  if (!request.isMultipart()) throw new HttpError(415, NOT_MULTIPART);
  const fields: Record<string, string> = {};
  let file: { fileName: string; bytes: Buffer } | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file')
          throw new HttpError(400, 'El archivo debe ir en el campo «file».');
        file = { fileName: part.filename || 'archivo', bytes: await part.toBuffer() };
      } else {
        fields[part.fieldname] = String(part.value);
      }
    }
  } catch (error) {
    throw uploadError(error);
  }
  if (!file) throw new HttpError(400, 'Falta el archivo: envíalo en el campo «file».');
  const parsed = ImportUploadFieldsSchema.safeParse(fields);
  if (!parsed.success) {
    throw new HttpError(
      400,
      parsed.error.issues[0]?.message ?? 'Los campos del formulario no son válidos.',
    );
  }
  return { ...file, fields: parsed.data };
}
