import { PASSWORD_MIN } from '@caudal/contracts';

export type PasswordRule = { id: string; label: string; met: boolean };

/** The register page's checklist (informational: only the length is enforced). */
export function passwordChecklist(password: string): PasswordRule[] {
  return [
    { id: 'length', label: `${PASSWORD_MIN}+ caracteres`, met: password.length >= PASSWORD_MIN },
    { id: 'upper', label: 'Una mayúscula', met: /\p{Lu}/u.test(password) },
    { id: 'lower', label: 'Una minúscula', met: /\p{Ll}/u.test(password) },
    { id: 'digit', label: 'Un número', met: /\d/.test(password) },
  ];
}
