import {
  AUTH_MESSAGES,
  DEMO_CREDENTIALS,
  type LoginRequest,
  type LoginResponse,
  type RegisterRequestSchema,
  type UpdateProfileRequestSchema,
  type User,
  type z,
} from '@caudal/contracts';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import type { Clock } from '../../lib/clock.ts';
import {
  badRequest,
  conflict,
  HttpError,
  tooManyRequests,
  unauthorized,
} from '../../lib/http-error.ts';
import type { ModuleDeps } from '../../lib/module.ts';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../../lib/password.ts';
import { hitCounter } from '../../lib/rate-limit-store.ts';
import type { AuthContext } from '../../lib/request-auth.ts';
import { assertMayChangeData } from '../../lib/roles.ts';
import { hashToken, newOpaqueToken } from '../../lib/tokens.ts';
import { createDemoSandbox } from '../demo/index.ts';
import * as repo from './auth.repository.ts';
import { countLoginAttempt, loginSucceeded } from './login-throttle.ts';
import { assertPasswordAllowed } from './password-policy.ts';
import { toUserView } from './user-view.ts';

export type AuthDeps = Pick<ModuleDeps, 'db' | 'mailer' | 'config' | 'clock'>;
type RegisterBody = z.output<typeof RegisterRequestSchema>;
type UpdateProfileBody = z.output<typeof UpdateProfileRequestSchema>;
export type ClientInfo = { ip: string; userAgent: string | undefined };

const HOUR = 3_600_000;
export const SESSION_TTL_MS = { remembered: 30 * 24 * HOUR, browser: 12 * HOUR } as const;
export const RESET_TOKEN_TTL_MS = HOUR;

async function openSession(
  { db, clock }: { db: Db; clock: Clock },
  userId: string,
  remember: boolean,
  client: ClientInfo,
  notAfter?: Date,
) {
  const token = newOpaqueToken();
  let expiresAt = new Date(
    clock.now().getTime() + (remember ? SESSION_TTL_MS.remembered : SESSION_TTL_MS.browser),
  );
  if (notAfter && notAfter < expiresAt) expiresAt = notAfter;
  await repo.insertSession(db, {
    userId,
    tokenHash: hashToken(token),
    remember,
    ip: client.ip,
    userAgent: client.userAgent?.slice(0, 300),
    expiresAt,
  });
  return { token, expiresAt };
}

function loginResponse(session: { token: string; expiresAt: Date }, user: User): LoginResponse {
  return {
    access_token: session.token,
    token_type: 'bearer',
    expires_at: session.expiresAt.toISOString(),
    user,
  };
}

async function loadUser(db: Db, userId: string): Promise<User> {
  const found = await repo.findUserById(db, userId);
  if (!found) throw unauthorized();
  return toUserView(found);
}

export async function register(
  { db, clock }: AuthDeps,
  input: RegisterBody,
  client: ClientInfo,
): Promise<LoginResponse> {
  if (input.email === DEMO_CREDENTIALS.email) {
    throw conflict('Este correo está reservado para la cuenta demo');
  }
  assertPasswordAllowed(input.password, input);
  const taken = await repo.findTakenIdentity(db, input.email, input.username);
  if (taken.email) throw conflict('Ya existe una cuenta con este correo electrónico');
  if (taken.username) throw conflict('Ese nombre de usuario ya está en uso');
  const passwordHash = await hashPassword(input.password);
  let created: Pick<repo.UserWithCompany, 'user' | 'company'>;
  try {
    created = await repo.createUserWithCompany(
      db,
      {
        email: input.email,
        username: input.username,
        fullName: input.full_name,
        passwordHash,
        phone: input.phone || null,
        country: input.country || null,
        subscriptionPlan: 'trial',
      },
      {
        name: input.company_name || null,
        industry: input.industry ?? null,
        businessStage: input.business_stage ?? null,
        employeeCount: input.employee_count ?? null,
        monthlyRevenueCentavos: input.monthly_revenue ?? null,
      },
    );
  } catch (error) {
    // Two sign-ups racing for the same email or username: the unique index decides.
    if (isUniqueViolation(error)) {
      throw conflict('Ya existe una cuenta con ese correo o nombre de usuario');
    }
    throw error;
  }
  const session = await openSession(
    { db, clock },
    created.user.id,
    input.remember_me ?? false,
    client,
  );
  return loginResponse(session, toUserView(created));
}

/** Each demo sign-in creates a sandbox company; a cap per IP and hour (DEMO_SANDBOXES_PER_HOUR,
 * default 20) keeps one visitor from flooding the database. */
const DEMO_SANDBOX_WINDOW_SECONDS = 3600;

export async function login(
  { db, config, clock }: AuthDeps,
  input: LoginRequest,
  client: ClientInfo,
): Promise<LoginResponse> {
  const remember = input.remember_me ?? false;
  if (input.email === DEMO_CREDENTIALS.email && input.password === DEMO_CREDENTIALS.password) {
    const created = await hitCounter(db, `demo:ip:${client.ip}`, DEMO_SANDBOX_WINDOW_SECONDS);
    if (created.count > config.demoSandboxesPerHour) {
      throw tooManyRequests(created.retryAfterSeconds);
    }
    const sandbox = await createDemoSandbox(db, clock.today());
    const session = await openSession(
      { db, clock },
      sandbox.user.id,
      remember,
      client,
      sandbox.expiresAt,
    );
    return loginResponse(session, toUserView(sandbox));
  }
  // Counted before the password is checked; the shared demo account has its own limit above.
  await countLoginAttempt(db, input.email, client.ip);
  const user = await repo.findUserByEmail(db, input.email);
  const ok = user?.passwordHash
    ? await verifyPassword(input.password, user.passwordHash)
    : await verifyPassword(input.password, await dummyPasswordHash()).then(() => false);
  if (!user || !ok) throw new HttpError(401, AUTH_MESSAGES.wrongCredentials);
  await loginSucceeded(db, input.email, client.ip);
  const session = await openSession({ db, clock }, user.id, remember, client);
  return loginResponse(session, await loadUser(db, user.id));
}

export const me = ({ db }: AuthDeps, userId: string) => loadUser(db, userId);

export async function updateProfile(
  { db }: AuthDeps,
  auth: Pick<AuthContext, 'userId' | 'companyId' | 'role'>,
  input: UpdateProfileBody,
): Promise<User> {
  const userFields: Parameters<typeof repo.updateUserAndCompany>[2] = {};
  if (input.full_name !== undefined) userFields.fullName = input.full_name;
  if (input.phone !== undefined) userFields.phone = input.phone || null;
  if (input.country !== undefined) userFields.country = input.country || null;
  const companyFields: Parameters<typeof repo.updateUserAndCompany>[3] = {};
  if (input.company_name !== undefined) companyFields.name = input.company_name || null;
  if (input.industry !== undefined) companyFields.industry = input.industry;
  if (input.business_stage !== undefined) companyFields.businessStage = input.business_stage;
  if (input.employee_count !== undefined) companyFields.employeeCount = input.employee_count;
  if (input.monthly_revenue !== undefined)
    companyFields.monthlyRevenueCentavos = input.monthly_revenue;
  if (Object.keys(companyFields).length > 0) assertMayChangeData(auth.role);
  await repo.updateUserAndCompany(db, auth, userFields, companyFields);
  return loadUser(db, auth.userId);
}

export const logout = ({ db }: AuthDeps, sessionId: string) => repo.revokeSession(db, sessionId);

export async function changePassword(
  { db }: AuthDeps,
  auth: { userId: string; sessionId: string },
  currentPassword: string,
  newPassword: string,
): Promise<void> {
  const found = await repo.findUserById(db, auth.userId);
  if (!found?.user.passwordHash) {
    throw badRequest('La cuenta demo no tiene contraseña propia; crea una cuenta para cambiarla');
  }
  if (!(await verifyPassword(currentPassword, found.user.passwordHash))) {
    throw badRequest('La contraseña actual no es correcta', 'current_password');
  }
  assertPasswordAllowed(newPassword, found.user, 'new_password');
  const passwordHash = await hashPassword(newPassword);
  await db.transaction(async (tx) => {
    await repo.setPasswordHash(tx, auth.userId, passwordHash);
    await repo.revokeUserSessions(tx, auth.userId, auth.sessionId);
    await repo.spendResetTokens(tx, auth.userId);
  });
}

/** Reset mails per requested address and hour: counted whether or not the account exists. */
export const FORGOT_PASSWORD_PER_ACCOUNT = { max: 5, windowSeconds: 3600 } as const;

export const RESET_LINK_JOB = 'auth.reset-link';

/**
 * The request does the same work for every email, registered or not: it counts the request and
 * queues the job below; looking the account up, creating the link and writing the mail happen
 * on the queue, so neither the answer nor its timing tells whether the email has an account.
 * Without a running queue (a test, a script) the job runs in the request.
 */
export async function forgotPassword(deps: AuthDeps & Pick<ModuleDeps, 'jobs'>, email: string) {
  const { max, windowSeconds } = FORGOT_PASSWORD_PER_ACCOUNT;
  const hits = await hitCounter(deps.db, `forgot:acct:${email}`, windowSeconds);
  if (hits.count > max) throw tooManyRequests(hits.retryAfterSeconds);
  if (deps.jobs.started) await deps.jobs.send(RESET_LINK_JOB, { email });
  else await sendResetLink(deps, email);
}

/** The RESET_LINK_JOB: a one-hour, single-use link by mail, if the email has an account. */
export async function sendResetLink({ db, mailer, config, clock }: AuthDeps, email: string) {
  const user = await repo.findUserByEmail(db, email);
  if (!user?.passwordHash) return;
  const token = newOpaqueToken();
  await repo.insertResetToken(db, {
    userId: user.id,
    tokenHash: hashToken(token),
    expiresAt: new Date(clock.now().getTime() + RESET_TOKEN_TTL_MS),
  });
  const link = `${config.publicUrl}/reset-password?token=${token}`;
  await mailer.send({
    to: user.email,
    subject: 'Restablece tu contraseña de Caudal',
    text: [
      `Hola, ${user.fullName}:`,
      '',
      'Recibimos una solicitud para restablecer la contraseña de tu cuenta de Caudal.',
      `Abre este enlace en la próxima hora para elegir una nueva (solo funciona una vez):`,
      link,
      '',
      'Si no fuiste tú, ignora este correo: tu contraseña sigue igual.',
    ].join('\n'),
  });
}

export async function resetPassword({ db }: AuthDeps, token: string, password: string) {
  // Hash first: the token is consumed, the password set and every session ended in one step.
  // A refused password rolls the step back, so the link still works for a better one.
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const userId = await repo.consumeResetToken(tx, hashToken(token));
    if (!userId) {
      throw badRequest(
        'El enlace para restablecer la contraseña no es válido, ya se usó o expiró. Solicita uno nuevo.',
      );
    }
    const found = await repo.findUserById(tx, userId);
    if (found) assertPasswordAllowed(password, found.user);
    await repo.setPasswordHash(tx, userId, passwordHash);
    await repo.revokeUserSessions(tx, userId);
    await repo.spendResetTokens(tx, userId);
  });
}
