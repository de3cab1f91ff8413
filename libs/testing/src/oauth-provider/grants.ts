import { randomBytes } from 'node:crypto';

/** Who granted what to which client. */
export interface GrantSubject {
  clientId: string;
  /** The provider's account: a Ravelry username, a Google email. */
  subject: string;
  scopes: string[];
}

/** The token endpoint's answer (RFC 6749 5.1). */
export interface TokenSet {
  access_token: string;
  token_type: 'Bearer';
  expires_in: number;
  refresh_token?: string;
  scope: string;
}

/** Why a code or refresh token was refused; each fake words it as its provider does. */
export type GrantRefusal =
  | 'unknown_code'
  | 'code_used'
  | 'code_expired'
  | 'redirect_mismatch'
  | 'client_mismatch'
  | 'unknown_refresh'
  | 'revoked';

interface CodeRecord extends GrantSubject {
  redirectUri: string;
  offline: boolean;
  expiresAt: number;
  grantId: string | null;
}

interface Grant extends GrantSubject {
  id: string;
  refreshToken: string | null;
  revoked: boolean;
}

interface AccessRecord {
  grantId: string;
  expiresAt: number;
}

/** What a fake keeps across restarts in local mode (codes live 10 minutes and are not kept). */
export interface GrantsState {
  grants: Grant[];
  access: [string, AccessRecord][];
}

export interface GrantsOptions {
  accessPrefix: string;
  refreshPrefix: string;
  /** Every refresh answers a new refresh token and the old one stops working (Ravelry); else it stays (Google). */
  rotateRefresh: boolean;
  accessTtlSeconds: number;
  now?: () => number;
  /** Called after every change, for a fake that keeps its state in a file. */
  onChange?: () => void;
}

const CODE_TTL_MS = 10 * 60 * 1000;
const token = (prefix: string) => `${prefix}${randomBytes(24).toString('base64url')}`;

/**
 * The authorization server's memory, shared by the fake providers: single-use codes bound to their client and
 * redirect URI (a code used twice revokes what it gave, RFC 6749 4.1.2), access tokens with a lifetime a test can
 * shorten or end, refresh tokens rotated or kept, and revocation by token or by account.
 */
export class OAuthGrants {
  accessTtlSeconds: number;
  private readonly codes = new Map<string, CodeRecord>();
  private readonly grants = new Map<string, Grant>();
  private readonly byRefresh = new Map<string, string>();
  private readonly access = new Map<string, AccessRecord>();
  private readonly now: () => number;

  constructor(private readonly options: GrantsOptions) {
    this.accessTtlSeconds = options.accessTtlSeconds;
    this.now = options.now ?? Date.now;
  }

  issueCode(input: GrantSubject & { redirectUri: string; offline: boolean }): string {
    const code = randomBytes(20).toString('hex');
    this.codes.set(code, { ...input, expiresAt: this.now() + CODE_TTL_MS, grantId: null });
    return code;
  }

  redeemCode(code: string, clientId: string, redirectUri: string | null): TokenSet | GrantRefusal {
    const record = this.codes.get(code);
    if (!record) return 'unknown_code';
    if (record.grantId) {
      this.revokeGrant(record.grantId);
      return 'code_used';
    }
    if (record.clientId !== clientId) return 'client_mismatch';
    if (record.expiresAt < this.now()) return 'code_expired';
    if (redirectUri !== record.redirectUri) return 'redirect_mismatch';
    const grant: Grant = {
      id: randomBytes(8).toString('hex'),
      clientId,
      subject: record.subject,
      scopes: record.scopes,
      refreshToken: record.offline ? token(this.options.refreshPrefix) : null,
      revoked: false,
    };
    record.grantId = grant.id;
    this.grants.set(grant.id, grant);
    if (grant.refreshToken) this.byRefresh.set(grant.refreshToken, grant.id);
    return this.answer(grant, true);
  }

  refresh(refreshToken: string, clientId: string): TokenSet | GrantRefusal {
    const grant = this.grants.get(this.byRefresh.get(refreshToken) ?? '');
    if (!grant) return 'unknown_refresh';
    if (grant.clientId !== clientId) return 'client_mismatch';
    if (grant.revoked) return 'revoked';
    if (this.options.rotateRefresh) {
      this.byRefresh.delete(refreshToken);
      grant.refreshToken = token(this.options.refreshPrefix);
      this.byRefresh.set(grant.refreshToken, grant.id);
    }
    return this.answer(grant, this.options.rotateRefresh);
  }

  /** The grant behind a live access token; `expired` when its lifetime is over. Null: unknown or revoked. */
  lookupAccess(accessToken: string): (GrantSubject & { expired: boolean }) | null {
    const record = this.access.get(accessToken);
    const grant = record && this.grants.get(record.grantId);
    if (!record || !grant || grant.revoked) return null;
    const { clientId, subject, scopes } = grant;
    return { clientId, subject, scopes, expired: record.expiresAt <= this.now() };
  }

  /** Revokes the grant an access or refresh token belongs to (both stop working). False: no such token. */
  revokeToken(value: string): boolean {
    const grantId = this.byRefresh.get(value) ?? this.access.get(value)?.grantId;
    const grant = grantId ? this.grants.get(grantId) : undefined;
    if (!grant || grant.revoked) return false;
    this.revokeGrant(grant.id);
    return true;
  }

  /** Revokes every grant an account gave (the user removed the app at the provider). */
  revokeSubject(subject: string): number {
    const mine = [...this.grants.values()].filter((grant) => grant.subject === subject && !grant.revoked);
    for (const grant of mine) this.revokeGrant(grant.id);
    return mine.length;
  }

  /** Ends the lifetime of the live access tokens (of one account, or all): the next API call is a 401. */
  expireAccessTokens(subject?: string): void {
    for (const record of this.access.values()) {
      const grant = this.grants.get(record.grantId);
      if (!subject || grant?.subject === subject) record.expiresAt = this.now() - 1;
    }
    this.options.onChange?.();
  }

  /** Whether an account has a live grant with a refresh token for this client. */
  hasOfflineGrant(clientId: string, subject: string): boolean {
    return [...this.grants.values()].some(
      (grant) =>
        grant.clientId === clientId && grant.subject === subject && !grant.revoked && grant.refreshToken,
    );
  }

  snapshot(): GrantsState {
    return { grants: [...this.grants.values()], access: [...this.access.entries()] };
  }

  restore(state: GrantsState): void {
    for (const grant of state.grants) {
      this.grants.set(grant.id, grant);
      if (grant.refreshToken && !grant.revoked) this.byRefresh.set(grant.refreshToken, grant.id);
    }
    for (const [value, record] of state.access) this.access.set(value, record);
  }

  private revokeGrant(grantId: string): void {
    const grant = this.grants.get(grantId);
    if (!grant) return;
    grant.revoked = true;
    if (grant.refreshToken) this.byRefresh.delete(grant.refreshToken);
    for (const [value, record] of this.access) if (record.grantId === grantId) this.access.delete(value);
    this.options.onChange?.();
  }

  private answer(grant: Grant, withRefresh: boolean): TokenSet {
    const accessToken = token(this.options.accessPrefix);
    const now = this.now();
    // Tokens past their life are forgotten as new ones are made, so a long-running fake stays small.
    for (const [value, record] of this.access)
      if (record.expiresAt < now - 86_400_000) this.access.delete(value);
    this.access.set(accessToken, { grantId: grant.id, expiresAt: now + this.accessTtlSeconds * 1000 });
    this.options.onChange?.();
    return {
      access_token: accessToken,
      token_type: 'Bearer',
      expires_in: this.accessTtlSeconds,
      ...(withRefresh && grant.refreshToken ? { refresh_token: grant.refreshToken } : {}),
      scope: grant.scopes.join(' '),
    };
  }
}
