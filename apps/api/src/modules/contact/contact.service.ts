import type { ContactRequest } from '@caudal/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { ModuleDeps } from '../../lib/module.ts';
import { insertContactMessage } from './contact.repository.ts';

export type ContactDeps = Pick<ModuleDeps, 'db' | 'mailer' | 'config'>;

const stamp = new Intl.DateTimeFormat('es-MX', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'America/Mexico_City',
});

/** The mail support reads: every field, labelled, with the address to answer to. */
export function supportMail(
  form: ContactRequest,
  meta: { reference: string; receivedAt: Date; ip: string | null },
) {
  const lines = [
    'Nuevo mensaje desde el formulario de contacto de Caudal (/contacto).',
    '',
    `Nombre: ${form.nombre}`,
    `Correo: ${form.email}`,
    `Empresa: ${form.empresa ?? '(no la indicó)'}`,
    `Teléfono: ${form.telefono ?? '(no lo indicó)'}`,
    `Recibido: ${stamp.format(meta.receivedAt)} (hora del centro de México)`,
    `Folio: ${meta.reference}`,
    `IP: ${meta.ip ?? 'desconocida'}`,
    '',
    'Mensaje:',
    form.mensaje,
    '',
    `Responde directamente a ${form.email}.`,
  ];
  return {
    subject: `Contacto ${meta.reference}: ${form.nombre}`,
    text: lines.join('\n'),
    replyTo: form.email,
  };
}

/**
 * Stores the message, then forwards it to the support mailbox. The stored row is the record:
 * if the mail cannot be sent, the visitor is not asked to write again (the message is safe in
 * contact_messages) and the failure is logged for the operator.
 */
export async function submitContactMessage(
  deps: ContactDeps,
  form: ContactRequest,
  client: { ip: string | null; log: FastifyBaseLogger },
): Promise<{ reference: string }> {
  const stored = await insertContactMessage(deps.db, {
    name: form.nombre,
    email: form.email,
    company: form.empresa ?? null,
    phone: form.telefono ?? null,
    message: form.mensaje,
    ip: client.ip,
  });
  const mail = supportMail(form, {
    reference: stored.reference,
    receivedAt: stored.createdAt,
    ip: client.ip,
  });
  try {
    await deps.mailer.send({ to: deps.config.supportEmail, ...mail });
  } catch (error) {
    client.log.error(
      { err: error, contactMessageId: stored.id },
      'no se pudo reenviar el mensaje de contacto a soporte',
    );
  }
  return { reference: stored.reference };
}
