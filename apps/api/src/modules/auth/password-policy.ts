import { readFileSync } from 'node:fs';
import { badRequest } from '../../lib/http-error.ts';

/** The 10,000 most common passwords and a short es-MX supplement (the file's header says whence). */
const COMMON_PASSWORDS = new Set(
  readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#')),
);

export const PASSWORD_POLICY_MESSAGES = {
  common: 'Esa contraseña está entre las más usadas y se adivina fácilmente. Elige otra.',
  personal: 'La contraseña no puede ser tu correo ni tu nombre de usuario.',
} as const;

/**
 * Refuses a password any guesser tries first (ASVS 6.2.4) or one equal to the account's own
 * email, its part before the @, or the username (ASVS 6.2.11), case ignored. A 400 that names
 * the field, so the form shows it under the password.
 */
export function assertPasswordAllowed(
  password: string,
  account: { email: string; username: string },
  field = 'password',
): void {
  const candidate = password.toLowerCase();
  if (COMMON_PASSWORDS.has(candidate)) throw badRequest(PASSWORD_POLICY_MESSAGES.common, field);
  const email = account.email.toLowerCase();
  const personal = [email, email.split('@')[0], account.username.toLowerCase()];
  if (personal.includes(candidate)) throw badRequest(PASSWORD_POLICY_MESSAGES.personal, field);
}
