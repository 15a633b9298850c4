import { emailSchema } from './auth.ts';
import { isPlainText } from './text.ts';
import { z } from './zod-es.ts';

/** Limits of the contact form (000 §5 only says which fields are required; these fill the gap). */
export const CONTACT_LIMITS = {
  nameMin: 2,
  nameMax: 100,
  companyMax: 120,
  phoneMin: 10,
  phoneMax: 20,
  messageMin: 10,
  messageMax: 2000,
} as const;

// Control characters never belong in a name or a company (the name goes into the subject of
// the mail to support); a message may keep its line breaks. The rule is the shared one.
const singleLine = (value: string) => isPlainText(value, false);
const multiLine = (value: string) => isPlainText(value, true);

const nombreSchema = z
  .string({ error: 'El nombre es obligatorio' })
  .trim()
  .min(1, { error: 'El nombre es obligatorio' })
  .min(CONTACT_LIMITS.nameMin, { error: 'El nombre debe tener al menos 2 caracteres' })
  .max(CONTACT_LIMITS.nameMax, { error: 'El nombre no puede tener más de 100 caracteres' })
  .refine(singleLine, { error: 'El nombre contiene caracteres no válidos' });

/** An optional field: empty or blank (an untouched form field) means it was not given. */
const blankToUndefined = (value: string | undefined) => (value ? value : undefined);

const empresaSchema = z
  .string({ error: 'La empresa debe ser texto' })
  .trim()
  .max(CONTACT_LIMITS.companyMax, { error: 'El nombre de la empresa es demasiado largo' })
  .refine(singleLine, { error: 'El nombre de la empresa contiene caracteres no válidos' })
  .optional()
  .transform(blankToUndefined);

const telefonoSchema = z
  .string({ error: 'El teléfono debe ser texto' })
  .trim()
  .optional()
  .transform(blankToUndefined)
  .pipe(
    z
      .string()
      .regex(/^[0-9+()\s-]*$/, {
        error: 'El teléfono solo admite números, espacios, +, ( ) y guiones',
      })
      .min(CONTACT_LIMITS.phoneMin, { error: 'El teléfono debe tener entre 10 y 20 caracteres' })
      .max(CONTACT_LIMITS.phoneMax, { error: 'El teléfono debe tener entre 10 y 20 caracteres' })
      .optional(),
  );

const mensajeSchema = z
  .string({ error: 'El mensaje es obligatorio' })
  .trim()
  .min(1, { error: 'El mensaje es obligatorio' })
  .min(CONTACT_LIMITS.messageMin, { error: 'El mensaje debe tener al menos 10 caracteres' })
  .max(CONTACT_LIMITS.messageMax, { error: 'El mensaje no puede tener más de 2000 caracteres' })
  .refine(multiLine, { error: 'El mensaje contiene caracteres no válidos' });

/** POST /api/contact, and the contact form on /contacto (000 §3 "Contact form"). */
export const ContactRequestSchema = z.strictObject({
  nombre: nombreSchema,
  email: emailSchema,
  empresa: empresaSchema,
  telefono: telefonoSchema,
  mensaje: mensajeSchema,
});
export type ContactRequest = z.infer<typeof ContactRequestSchema>;

export const ContactResponseSchema = z.object({
  success: z.literal(true),
  /** The message's folio ('CAU-7F3K92QX'): random, not a count of messages. */
  reference: z.string(),
});
export type ContactResponse = z.infer<typeof ContactResponseSchema>;

/** Support hours (000 §9), shown on /contacto and the help center. */
export const SUPPORT_HOURS = {
  days: 'Lunes a viernes',
  hours: '9:00 a 18:00',
  timeZone: 'hora del centro de México, GMT-6',
  emailReply: 'menos de 2 horas',
} as const;

/**
 * The company's public contact details. One place to change them: the contact page, the help
 * center and the legal pages read them from here.
 */
export const COMPANY_CONTACT = {
  name: 'Caudal',
  supportEmail: 'soporte@caudal.mx',
  privacyEmail: 'privacidad@caudal.mx',
  phoneDisplay: '+52 55 4162 8790',
  phoneHref: 'tel:+525541628790',
  address: 'Av. Álvaro Obregón 121, piso 4, Col. Roma Norte, Cuauhtémoc, 06700, Ciudad de México',
} as const;
