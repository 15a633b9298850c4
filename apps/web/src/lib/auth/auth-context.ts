import type { RegisterRequest, UpdateProfileRequest, User } from '@caudal/contracts';
import { createContext, useContext } from 'react';

export type AuthStatus = 'loading' | 'signed-in' | 'signed-out';

export type SessionEnd = 'signed-out' | 'expired' | 'other-tab' | null;

export type AuthContextValue = {
  status: AuthStatus;
  user: User | null;
  token: string | null;
  /**
   * Why the last session of this tab ended: signed out here ('signed-out'), refused by the
   * server ('expired': expired or revoked), or signed out in another tab ('other-tab').
   */
  sessionEnd: SessionEnd;
  login: (email: string, password: string, remember: boolean) => Promise<User>;
  register: (payload: RegisterRequest, remember?: boolean) => Promise<User>;
  logout: () => Promise<void>;
  /**
   * Ends the session in this browser (every tab) without asking the server: for a session the
   * server already ended, such as a deleted account's. Navigation is the caller's.
   */
  forgetSession: () => void;
  refreshUser: () => Promise<void>;
  updateProfile: (payload: UpdateProfileRequest) => Promise<User>;
};

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used within an AuthProvider');
  return value;
}
