import { createHash, randomBytes } from 'node:crypto';
import {
  LoginResponseSchema,
  type RegisterRequest,
  RegisterRequestSchema,
  type TeamRole,
  UserSchema,
  type z,
} from '@caudal/contracts';
import { eq } from 'drizzle-orm';
import type { App } from '../../src/app.ts';
import { companies, companyMembers, sessions, users } from '../../src/db/schema/index.ts';
import { toUserView } from '../../src/modules/auth/user-view.ts';
import { nextIp, type TestContext } from './app.ts';
import { expectBody } from './responses.ts';

/** The password of every account made here, through the endpoint or directly. */
export const TEST_PASSWORD = 'una-clave-segura';

/**
 * TEST_PASSWORD hashed in the app's stored format, `scrypt$<logN>$<r>$<p>$<salt>$<hash>`, with
 * N = 2^10 instead of the app's 2^17. verifyPassword reads the parameters from the stored string,
 * so a sign-in against it takes about a millisecond instead of 100+ ms and 128 MiB. That is safe
 * because only rows written by `signedInUser` into a test file's throwaway database carry it: the
 * app itself hashes only with hashPassword (register, change-password, reset), always at 2^17, and
 * register.test.ts asserts that prefix on what the real endpoint stores.
 */
export const TEST_PASSWORD_HASH =
  'scrypt$10$8$1$dQgmG9h7h-GrIDzf4WA5xQ$NG2B-aiSGBEt9T4o7IjtJsaq4aS_6sfrj2wzTds7XDg';

/** A browser (not remembered) session, as POST /api/auth/login opens one. */
const SESSION_TTL_MS = 12 * 3_600_000;

/** The login response as the API sends it (money in pesos). */
export type Account = z.input<typeof LoginResponseSchema> & {
  password: string;
  /** `Authorization: Bearer <access_token>`. */
  headers: Record<string, string>;
};
export type SignedInUser = Account & { companyId: string };
/** What the register payload says about the account and its company; the password is fixed. */
export type AccountFields = Partial<Omit<RegisterRequest, 'password' | 'remember_me'>>;

let counter = 0;
/** A valid register payload with a unique email and username. */
export function newAccount(overrides: Partial<RegisterRequest> = {}): RegisterRequest {
  counter += 1;
  const id = `${Date.now().toString(36)}${counter}`;
  return {
    email: `user${id}@example.com`,
    username: `u${id}`.slice(0, 20),
    full_name: 'Usuaria de Prueba',
    password: TEST_PASSWORD,
    ...overrides,
  };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * Registers through POST /api/auth/register: one scrypt at N = 2^17 per call. Only for tests of
 * registration or hashing themselves; every other test wants `signedInUser`.
 */
export async function register(
  app: App,
  overrides: Partial<RegisterRequest> = {},
  ip = nextIp(),
): Promise<Account> {
  const payload = newAccount(overrides);
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload,
    remoteAddress: ip,
  });
  const body = expectBody(res, 201, LoginResponseSchema);
  return { ...body, password: payload.password, headers: bearer(body.access_token) };
}

/**
 * A signed-in user written straight into the test database: the user (password TEST_PASSWORD,
 * stored as TEST_PASSWORD_HASH), their company and a live session, as registering would leave
 * them, without hashing anything. The token is stored as its SHA-256 in hex, as
 * src/lib/tokens.ts#hashToken does; the fields go through the register contract, so
 * they are normalized (trimmed, lower-case email) and validated as the endpoint would.
 */
export async function signedInUser(
  t: Pick<TestContext, 'database'>,
  fields: AccountFields = {},
  /** Joins this company with this role instead of starting one (issue 20's team). */
  member?: { companyId: string; role: TeamRole },
): Promise<SignedInUser> {
  const input = RegisterRequestSchema.parse(newAccount(fields));
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
  const { user, company } = await t.database.db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        email: input.email,
        username: input.username,
        fullName: input.full_name,
        passwordHash: TEST_PASSWORD_HASH,
        phone: input.phone || null,
        country: input.country || null,
      })
      .returning();
    if (!user) throw new Error('insert users returned no row');
    const [company] = member
      ? await tx.select().from(companies).where(eq(companies.id, member.companyId))
      : await tx
          .insert(companies)
          .values({
            name: input.company_name || null,
            industry: input.industry ?? null,
            businessStage: input.business_stage ?? null,
            employeeCount: input.employee_count ?? null,
            monthlyRevenueCentavos: input.monthly_revenue ?? null,
          })
          .returning();
    if (!company) throw new Error('insert companies returned no row');
    await tx
      .insert(companyMembers)
      .values({ userId: user.id, companyId: company.id, role: member?.role ?? 'owner' });
    await tx.insert(sessions).values({
      userId: user.id,
      tokenHash: createHash('sha256').update(token).digest('hex'),
      expiresAt,
    });
    return { user, company };
  });
  return {
    access_token: token,
    token_type: 'bearer',
    expires_at: expiresAt.toISOString(),
    // As the API sends it: the auth module's own view, encoded (money back to pesos).
    user: UserSchema.encode(toUserView({ user, company, role: member?.role ?? 'owner' })),
    password: TEST_PASSWORD,
    headers: bearer(token),
    companyId: company.id,
  };
}
