import { Piscina } from 'piscina';
import { badRequest, HttpError } from '../../lib/http-error.ts';
import type { ParseOutput, ParseResult, ParseTask } from './parse-worker.ts';

/**
 * Uploaded files are parsed in a small pool of worker threads (piscina), each with its own heap
 * limit and a time limit (issue 35): an XLSX that unpacks to a heap-filling workbook, or a file
 * that takes minutes, ends its worker with a Spanish refusal while the API and every other
 * request go on. Workers start on the first upload and leave after a minute idle.
 */
export const PARSE_LIMITS = Object.freeze({
  /** Workers at once: uploads beyond them wait in the queue. */
  threads: 2,
  /** Uploads waiting for a worker before new ones are refused. */
  queue: 16,
  /** Each worker's old-generation heap, in MB. */
  heapMb: 384,
  /** How long one file may take to read. */
  timeoutMs: 60_000,
});

export const TOO_BIG =
  'El archivo es demasiado grande o complejo para leerlo: divídelo en partes más pequeñas (por ejemplo, un estado de cuenta por mes).';
export const TOO_SLOW =
  'Leer el archivo tardó demasiado: divídelo en partes más pequeñas y súbelas una por una.';
export const TOO_MANY =
  'Hay muchas importaciones leyéndose en este momento: intenta de nuevo en un minuto.';

let pool: Piscina | null = null;

function parsePool(): Piscina {
  pool ??= new Piscina({
    filename: new URL('./parse-worker.ts', import.meta.url).href,
    minThreads: 0,
    maxThreads: PARSE_LIMITS.threads,
    maxQueue: PARSE_LIMITS.queue,
    idleTimeout: 60_000,
    resourceLimits: {
      maxOldGenerationSizeMb: PARSE_LIMITS.heapMb,
      maxYoungGenerationSizeMb: 32,
    },
  });
  return pool;
}

/** Parses in a worker; a refusal, a worker out of memory or out of time is a Spanish 400. */
export async function parseInWorker<Op extends ParseTask['op']>(
  task: Extract<ParseTask, { op: Op }>,
  timeoutMs: number = PARSE_LIMITS.timeoutMs,
): Promise<ParseOutput[Op]> {
  let result: ParseResult<ParseOutput[Op]>;
  try {
    result = await parsePool().run(task, { signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    const e = error as { name?: string; code?: string; message?: string };
    if (e.name === 'TimeoutError' || e.name === 'AbortError') throw badRequest(TOO_SLOW);
    if (e.code === 'ERR_WORKER_OUT_OF_MEMORY') throw badRequest(TOO_BIG);
    if (e.message?.includes('Task queue is at limit')) throw new HttpError(503, TOO_MANY);
    throw error;
  }
  if (!result.ok) throw badRequest(result.refused);
  return result.value;
}

/** Ends the workers (the app's close). */
export async function closeParsePool(): Promise<void> {
  const closing = pool;
  pool = null;
  await closing?.destroy();
}
