import { type RegisterRequest, USERNAME_MAX } from '@caudal/contracts';
import { type BusinessFieldsInput, readBusinessFields } from '../../lib/business-fields.ts';

export type BusinessFields = Omit<RegisterRequest, 'email' | 'username' | 'full_name' | 'password'>;

/** Form text to payload: empty fields are omitted, numbers are parsed (the schema checks them). */
export function toBusinessFields(input: BusinessFieldsInput): BusinessFields {
  const fields: BusinessFields = readBusinessFields(input, undefined);
  // Omit, rather than send undefined: the API's schema is strict about unknown and empty fields.
  return Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== undefined),
  ) as BusinessFields;
}

export type AccountFields = Pick<RegisterRequest, 'email' | 'username' | 'full_name' | 'password'>;

export function toRegisterPayload(
  account: AccountFields,
  business: BusinessFields,
): RegisterRequest {
  return { ...account, ...business };
}

/** A username suggestion from the email's local part ('Ana.López@x.mx' → 'ana.lopez'). */
export function suggestUsername(email: string): string {
  const local = email.split('@')[0] ?? '';
  return local
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9._-]/g, '')
    .slice(0, USERNAME_MAX);
}
