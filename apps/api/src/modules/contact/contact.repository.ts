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

export async function insertContactMessage(db: Queryable, row: NewContactMessage) {
  const [stored] = await db
    .insert(contactMessages)
    .values(row)
    .returning({ id: contactMessages.id, createdAt: contactMessages.createdAt });
  if (!stored) throw new Error('contact_messages: INSERT sin fila devuelta');
  return stored;
}
