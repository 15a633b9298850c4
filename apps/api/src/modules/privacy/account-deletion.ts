import { sql } from 'drizzle-orm';
import { badRequest, forbidden } from '../../lib/http-error.ts';
import type { ModuleDeps } from '../../lib/module.ts';
import type { AuthContext } from '../../lib/request-auth.ts';
import { findUserById } from '../auth/auth.repository.ts';
import { verifyPassword } from '../auth/password.ts';

/**
 * "Eliminar cuenta" (issue 20; LFPDPPP's cancellation right). The password confirms it. The
 * company and every row it owns go with the person (each company table cascades from
 * `companies`), in one transaction; the sessions go with the user, so every device is signed
 * out at its next request. The confirmation is mailed to the address the account had.
 */
export async function deleteAccount(
  { db, mailer }: Pick<ModuleDeps, 'db' | 'mailer'>,
  auth: AuthContext,
  password: string,
): Promise<void> {
  const found = await findUserById(db, auth.userId);
  if (!found?.user.passwordHash) {
    throw forbidden(
      'La cuenta demo no se elimina: sus datos se borran solos al terminar la visita.',
    );
  }
  if (!(await verifyPassword(password, found.user.passwordHash))) {
    throw badRequest('La contraseña no es correcta', 'password');
  }
  const { email, fullName } = found.user;
  await db.transaction(async (tx) => {
    await tx.execute(sql`DELETE FROM companies WHERE id = ${auth.companyId}`);
    await tx.execute(sql`DELETE FROM users WHERE id = ${auth.userId}`);
  });
  await mailer.send({
    to: email,
    subject: 'Eliminamos tu cuenta de Caudal',
    text: [
      `Hola, ${fullName}:`,
      '',
      'Como lo pediste, eliminamos tu cuenta de Caudal, tu empresa y todos sus datos:',
      'productos, costos, movimientos, clientes, análisis, reglas y notificaciones.',
      'Cerramos también tu sesión en todos tus dispositivos.',
      '',
      'Si no fuiste tú, responde a este correo cuanto antes.',
      '',
      'Gracias por haber usado Caudal.',
    ].join('\n'),
  });
}
