import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import type { RawRegisterInput, User } from '@yarn-mgmt/contracts';
import { api as defaultClient, type ApiClient } from '../api/api-client';
import { clearToken, readToken, storeToken } from './token-storage';

/** Spec part 1 section 5: a login response with a token neither at top level nor under `data`. */
export const NO_TOKEN_MESSAGE = 'Authentication failed: No token received';

export interface AuthContextValue {
  user: User | null;
  /** True while the stored token's user is being fetched at start. */
  isLoading: boolean;
  isAuthenticated: boolean;
  isAdmin: boolean;
  login: (username: string, password: string) => Promise<User>;
  register: (payload: RawRegisterInput) => Promise<User>;
  logout: () => void;
  /** Reads the signed-in user again (after a profile or preferences change: the top bar's name, Default View). */
  refreshUser: () => Promise<void>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null;

/** GET /auth/me answers a user or `{ user }`. */
function userFromMe(body: unknown): User {
  const candidate = isObject(body) && isObject(body.user) ? body.user : body;
  if (!isObject(candidate) || candidate.id === undefined) throw new Error('No user in /auth/me response');
  return candidate as unknown as User;
}

/** Login and register answer `{ token, user }`, possibly nested in `data`. */
function sessionFrom(body: unknown): { token: string | null; user: User | null } {
  const top = isObject(body) ? body : {};
  const nested = isObject(top.data) ? top.data : {};
  const token =
    typeof top.token === 'string' && top.token
      ? top.token
      : typeof nested.token === 'string' && nested.token
        ? nested.token
        : null;
  const user = isObject(top.user) ? top.user : isObject(nested.user) ? nested.user : null;
  return { token, user: user as unknown as User | null };
}

export interface AuthProviderProps {
  children: ReactNode;
  /** Defaults to the platform's API client. */
  client?: ApiClient;
}

export function AuthProvider({ children, client = defaultClient }: AuthProviderProps) {
  const navigate = useNavigate();
  const [user, setUser] = useState<User | null>(null);
  // Loading only when there is a stored token to check: otherwise the session starts unauthenticated.
  const [isLoading, setIsLoading] = useState(() => readToken() !== null);

  useEffect(() => {
    if (readToken() === null) return;
    let cancelled = false;
    client
      .get<unknown>('/auth/me')
      .then((body) => {
        if (!cancelled) setUser(userFromMe(body));
      })
      .catch(() => {
        if (cancelled) return;
        clearToken();
        setUser(null);
      })
      .finally(() => {
        if (!cancelled) setIsLoading(false);
      });
    return () => {
      cancelled = true;
    };
  }, [client]);

  const startSession = useCallback(
    async (body: unknown): Promise<User> => {
      const session = sessionFrom(body);
      if (!session.token) throw new Error(NO_TOKEN_MESSAGE);
      storeToken(session.token);
      const sessionUser = session.user ?? userFromMe(await client.get<unknown>('/auth/me'));
      setUser(sessionUser);
      return sessionUser;
    },
    [client],
  );

  const login = useCallback(
    async (username: string, password: string) =>
      startSession(await client.post<unknown>('/auth/login', { username, password })),
    [client, startSession],
  );

  const register = useCallback(
    async (payload: RawRegisterInput) => startSession(await client.post<unknown>('/auth/register', payload)),
    [client, startSession],
  );

  const refreshUser = useCallback(async () => {
    if (readToken() === null) return;
    try {
      setUser(userFromMe(await client.get<unknown>('/auth/me')));
    } catch {
      // A 401 signs out through the client; anything else keeps the session as it was.
    }
  }, [client]);

  const logout = useCallback(() => {
    clearToken();
    setUser(null);
    void navigate('/login');
  }, [navigate]);

  const value = useMemo<AuthContextValue>(
    () => ({
      user,
      isLoading,
      isAuthenticated: user !== null,
      isAdmin: user?.role === 'admin',
      login,
      register,
      logout,
      refreshUser,
    }),
    [user, isLoading, login, register, logout, refreshUser],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider> (PlatformProviders)');
  return value;
}
