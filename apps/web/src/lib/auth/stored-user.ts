import { type User, UserSchema } from '@caudal/contracts';

/** The user as the server sends it (money in pesos), to keep in storage. */
export function serializeStoredUser(user: User): string {
  return JSON.stringify(UserSchema.encode(user));
}

/** The user kept in storage, checked against the contract; null when it is not JSON or does not fit. */
export function parseStoredUser(raw: string): User | null {
  try {
    const parsed = UserSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
