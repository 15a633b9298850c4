import { randomInt } from 'node:crypto';
import type { Queryable } from '../../db/client.ts';
import { contactMessages } from '../../db/schema/index.ts';

export type NewContactMessage = {
  name: string;
  email: string;
  company: string | null;
  phone: string | null;
  message: string;
  ip: string | null;
};

// Crockford's base32 without I, L, O and U: nothing to misread when read aloud or typed.
const REFERENCE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A random reference ('CAU-7F3K92QX'): 40 bits, so a collision is for the unique index. */
export function newContactReference(): string {
  let code = '';
  for (let i = 0; i < 8; i++) code += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return `CAU-${code}`;
}

export async function insertContactMessage(db: Queryable, row: NewContactMessage) {
  const [stored] = await db
    .insert(contactMessages)
    .values({ ...row, reference: newContactReference() })
    .returning({
      id: contactMessages.id,
      reference: contactMessages.reference,
      createdAt: contactMessages.createdAt,
    });
  if (!stored) throw new Error('contact_messages: INSERT sin fila devuelta');
  return stored;
}
