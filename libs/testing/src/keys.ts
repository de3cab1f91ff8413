import { createSign, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { toPublicJwk } from '@yarn-mgmt/nest-kit';

export interface TestKeyPair {
  privateKey: KeyObject;
  publicKey: KeyObject;
  /** PKCS#8 PEM, the format of JWT_PRIVATE_KEY. */
  privateKeyPem: string;
  kid: string;
}

/** A fresh RSA key pair, as the account service would load from JWT_PRIVATE_KEY. */
export function createTestKeyPair(): TestKeyPair {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    privateKey,
    publicKey,
    privateKeyPem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    kid: toPublicJwk(publicKey).kid,
  };
}

export interface TestTokenOptions {
  kid?: string;
  issuer?: string;
  /** Seconds from now; negative for an already expired token. Default 600. */
  expiresIn?: number;
}

const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** Signs an RS256 JWT by hand, so tests can forge what the account service never would (expired, foreign key). */
export function signTestToken(
  privateKey: KeyObject,
  claims: Record<string, unknown>,
  options: TestTokenOptions = {},
): string {
  const now = Math.floor(Date.now() / 1000);
  const header = { alg: 'RS256', typ: 'JWT', ...(options.kid ? { kid: options.kid } : {}) };
  const payload = {
    iat: now,
    exp: now + (options.expiresIn ?? 600),
    iss: options.issuer ?? 'yarn-mgmt',
    ...claims,
  };
  const unsigned = `${part(header)}.${part(payload)}`;
  return `${unsigned}.${createSign('RSA-SHA256').update(unsigned).sign(privateKey).toString('base64url')}`;
}

/** The same token with its claims changed and the old signature kept. */
export function tamperToken(token: string, changes: Record<string, unknown>): string {
  const [header, payload, signature] = token.split('.');
  const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString('utf8')) as Record<
    string,
    unknown
  >;
  return `${header}.${part({ ...claims, ...changes })}.${signature}`;
}
