import { lookup } from 'node:dns/promises';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import ipaddr from 'ipaddr.js';

/**
 * Requests to an address a user chose (webhooks), guarded against server-side request forgery:
 * the host is resolved once, every address must be public unicast (no loopback, private,
 * link-local, unique-local, multicast or reserved range), and the connection goes to the very
 * address that was checked (no second lookup a rebinding DNS could answer differently).
 * `allowPrivate` (development only) lifts the address check and allows http.
 */
export type OutboundTarget = { url: URL; address: string; family: 4 | 6 };

export class OutboundRefused extends Error {}

const isPublic = (address: string) => {
  const parsed = ipaddr.process(address);
  return parsed.range() === 'unicast';
};

export async function checkOutboundUrl(
  raw: string,
  allowPrivate: boolean,
): Promise<OutboundTarget> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new OutboundRefused('La dirección del webhook no es una URL válida.');
  }
  if (url.protocol !== 'https:' && !(allowPrivate && url.protocol === 'http:')) {
    throw new OutboundRefused('El webhook debe usar https.');
  }
  if (url.username || url.password) {
    throw new OutboundRefused('La dirección del webhook no puede llevar usuario ni contraseña.');
  }
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const addresses = ipaddr.isValid(host)
    ? [{ address: host, family: ipaddr.parse(host).kind() === 'ipv6' ? 6 : 4 }]
    : await lookup(host, { all: true }).catch(() => {
        throw new OutboundRefused('No encontramos la dirección del webhook.');
      });
  const first = addresses[0];
  if (!first) throw new OutboundRefused('No encontramos la dirección del webhook.');
  if (!allowPrivate && addresses.some((a) => !isPublic(a.address))) {
    throw new OutboundRefused(
      'La dirección del webhook apunta a una red privada o local: usa una dirección pública.',
    );
  }
  return { url, address: first.address, family: first.family === 6 ? 6 : 4 };
}

/** POSTs `body` to a checked target, pinned to its address; resolves with the status code. */
export function postJson(
  target: OutboundTarget,
  body: string,
  headers: Record<string, string>,
  timeoutMs = 10_000,
): Promise<number> {
  const send = target.url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = send(
      target.url,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'user-agent': 'Caudal-Webhooks/1.0',
          ...headers,
        },
        timeout: timeoutMs,
        // Node asks for one address or, with autoSelectFamily, for all of them.
        lookup: ((
          _host: string,
          options: { all?: boolean },
          callback: (...args: unknown[]) => void,
        ) =>
          options.all
            ? callback(null, [{ address: target.address, family: target.family }])
            : callback(null, target.address, target.family)) as never,
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('timeout', () =>
      req.destroy(Object.assign(new Error('Tiempo de espera agotado'), { code: 'ETIMEDOUT' })),
    );
    req.on('error', reject);
    req.end(body);
  });
}
