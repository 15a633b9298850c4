import { sql } from 'drizzle-orm';
import { insertOwnedCompany } from '../../lib/accounts.ts';
import { badRequest, forbidden } from '../../lib/http-error.ts';
import type { ModuleDeps } from '../../lib/module.ts';
import { verifyPassword } from '../../lib/password.ts';
import type { AuthContext } from '../../lib/request-auth.ts';
import { findUserById } from '../auth/index.ts';

/**
 * "Eliminar cuenta" (issue 20; LFPDPPP's cancellation right). The password confirms it. The
 * company's last owner takes the company and every row it owns with them (each company table
 * cascades from `companies`); anyone else leaves only their account (their audit lines stay,
 * without their name), and the company keeps its data. The other members of a deleted company
 * keep their accounts, each with an empty company of their own. One transaction; the sessions go
 * with the user, so every device is signed out at its next request. The confirmation is mailed
 * to the address the account had.
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
  const companyGone = await db.transaction(async (tx) => {
    const { rows } = await tx.execute<{ user_id: string; role: string }>(sql`
      SELECT user_id, role FROM company_members WHERE company_id = ${auth.companyId}
      ORDER BY user_id FOR UPDATE`);
    const others = rows.filter((m) => m.user_id !== auth.userId);
    const lastOwner = auth.role === 'owner' && !others.some((m) => m.role === 'owner');
    if (lastOwner) {
      await tx.execute(sql`DELETE FROM companies WHERE id = ${auth.companyId}`);
      for (const member of others) await insertOwnedCompany(tx, member.user_id, {});
    }
    await tx.execute(sql`DELETE FROM users WHERE id = ${auth.userId}`);
    return lastOwner;
  });
  await mailer.send({
    to: email,
    subject: 'Eliminamos tu cuenta de Caudal',
    text: [
      `Hola, ${fullName}:`,
      '',
      ...(companyGone
        ? [
            'Como lo pediste, eliminamos tu cuenta de Caudal, tu empresa y todos sus datos:',
            'productos, costos, movimientos, clientes, análisis, reglas y notificaciones.',
          ]
        : [
            'Como lo pediste, eliminamos tu cuenta de Caudal. Los datos de la empresa siguen',
            'con su equipo.',
          ]),
      'Cerramos también tu sesión en todos tus dispositivos.',
      '',
      'Si no fuiste tú, responde a este correo cuanto antes.',
      '',
      'Gracias por haber usado Caudal.',
    ].join('\n'),
  });
}
