import { ErrorResponseSchema, z } from '@caudal/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

/**
 * The response's status, then its body checked by the contract's schema: a loud failure (the
 * zod issues and the body) when the API breaks its contract — including a field the contract
 * does not declare, which a plain parse would silently drop. The body is returned as the wire
 * has it (money in pesos, `z.input` of the schema): API tests assert what clients receive.
 */
export function expectBody<S extends z.ZodType>(
  res: LightMyRequestResponse,
  status: number,
  schema: S,
): z.input<S> {
  expect(res.statusCode, res.body).toBe(status);
  const raw: unknown = res.json();
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    throw new Error(
      `The ${status} body breaks its contract:\n${z.prettifyError(parsed.error)}\n${res.body}`,
    );
  }
  // Encoding the decoded body gives back the wire form minus anything undeclared.
  const declared = z.encode(schema, parsed.data);
  expect(raw, 'the body carries fields its contract does not declare').toEqual(declared);
  return raw as z.input<S>;
}

/**
 * The one error shape, `{ detail }` and nothing else, with this status. Given `detail`, the
 * message must equal it (a string) or match it (a RegExp). Returns the message.
 */
export function expectDetail(
  res: LightMyRequestResponse,
  status: number,
  detail?: string | RegExp,
): string {
  const body = expectBody(res, status, ErrorResponseSchema);
  if (typeof detail === 'string') expect(body.detail).toBe(detail);
  else if (detail) expect(body.detail).toMatch(detail);
  return body.detail;
}
