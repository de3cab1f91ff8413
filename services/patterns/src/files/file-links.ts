import { API_BASE_PATH, PATTERNS_API, type PatternFileLinks } from '@yarn-mgmt/contracts';
import { createHmac, timingSafeEqual } from 'node:crypto';

export type FileLinkKind = 'view' | 'download';

/** How long a signed link opens the file: long enough to click, short enough that a leaked one soon dies. */
export const FILE_LINK_TTL_SECONDS = 10 * 60;

interface LinkClaims {
  userId: string;
  patternId: string;
  kind: FileLinkKind;
  /** Unix seconds. */
  exp: number;
}

/** HMAC-SHA256 over the owner, the pattern, the kind of link and its expiry, base64url. */
export function signFileLink(secret: string, claims: LinkClaims): string {
  return createHmac('sha256', secret)
    .update(`${claims.userId}\n${claims.patternId}\n${claims.kind}\n${claims.exp}`)
    .digest('base64url');
}

/** True when `sig` signs these claims (compared in constant time) and `exp` has not passed. */
export function verifyFileLink(
  secret: string,
  claims: Omit<LinkClaims, 'exp'>,
  query: { exp: string; sig: string },
  nowSeconds: number,
): boolean {
  if (!/^\d{1,12}$/.test(query.exp)) return false;
  const exp = Number(query.exp);
  if (exp < nowSeconds) return false;
  const expected = Buffer.from(signFileLink(secret, { ...claims, exp }));
  const given = Buffer.from(query.sig);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The two links a new tab can open without the bearer header, valid for FILE_LINK_TTL_SECONDS. */
export function fileLinks(
  secret: string,
  userId: string,
  patternId: string,
  nowSeconds: number,
): PatternFileLinks {
  const exp = nowSeconds + FILE_LINK_TTL_SECONDS;
  const link = (kind: FileLinkKind, path: string) => {
    const sig = signFileLink(secret, { userId, patternId, kind, exp });
    return `${API_BASE_PATH}${path}?exp=${exp}&sig=${sig}`;
  };
  return {
    view_url: link('view', PATTERNS_API.view(patternId)),
    download_url: link('download', PATTERNS_API.download(patternId)),
    expires_at: new Date(exp * 1000).toISOString(),
  };
}
