import { createHash, type KeyObject } from 'node:crypto';

export interface PublicJwk {
  kty: 'RSA';
  n: string;
  e: string;
  kid: string;
  alg: 'RS256';
  use: 'sig';
}

/** The RS256 public JWK of a key, with its RFC 7638 thumbprint as `kid`. */
export function toPublicJwk(publicKey: KeyObject): PublicJwk {
  const { n, e } = publicKey.export({ format: 'jwk' });
  if (!n || !e) throw new Error('Not an RSA key');
  const kid = createHash('sha256')
    .update(JSON.stringify({ e, kty: 'RSA', n }))
    .digest('base64url');
  return { kty: 'RSA', n, e, kid, alg: 'RS256', use: 'sig' };
}
