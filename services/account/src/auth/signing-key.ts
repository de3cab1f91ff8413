import { Logger } from '@nestjs/common';
import { toPublicJwk, type PublicJwk } from '@yarn-mgmt/nest-kit';
import { createPrivateKey, createPublicKey, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import type { AccountConfig } from '../config/account.config.js';

export const SIGNING_KEY = Symbol('SIGNING_KEY');

export interface SigningKey {
  privateKey: KeyObject;
  publicKey: KeyObject;
  /** The public half as served at /.well-known/jwks.json. */
  jwk: PublicJwk;
  ephemeral: boolean;
}

/**
 * The RS256 key tokens are signed with: JWT_PRIVATE_KEY, else JWT_PRIVATE_KEY_FILE, else (never in production) a
 * throwaway one.
 */
export function loadSigningKey(
  config: Pick<AccountConfig, 'JWT_PRIVATE_KEY' | 'JWT_PRIVATE_KEY_FILE' | 'NODE_ENV'>,
  logger = new Logger('SigningKey'),
): SigningKey {
  const production = config.NODE_ENV === 'production';
  let pem = config.JWT_PRIVATE_KEY?.replace(/\\n/g, '\n');
  if (!pem && config.JWT_PRIVATE_KEY_FILE) {
    checkKeyFileMode(config.JWT_PRIVATE_KEY_FILE, production, logger);
    pem = readFileSync(config.JWT_PRIVATE_KEY_FILE, 'utf8');
  }
  if (pem) {
    const privateKey = createPrivateKey(pem);
    if (privateKey.asymmetricKeyType !== 'rsa') throw new Error('JWT_PRIVATE_KEY must be an RSA private key');
    const publicKey = createPublicKey(privateKey);
    return { privateKey, publicKey, jwk: toPublicJwk(publicKey), ephemeral: false };
  }
  if (production) {
    // A throwaway key in production signs everyone out at every restart and differs between replicas.
    throw new Error('JWT_PRIVATE_KEY or JWT_PRIVATE_KEY_FILE must be set when NODE_ENV=production');
  }
  logger.warn(
    'JWT_PRIVATE_KEY and JWT_PRIVATE_KEY_FILE are not set: signing with an ephemeral key. ' +
      'Tokens stop working when this process restarts.',
  );
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { privateKey, publicKey, jwk: toPublicJwk(publicKey), ephemeral: true };
}

/** A key file others can read is refused in production and reported elsewhere (0600 is what the launcher writes). */
function checkKeyFileMode(file: string, production: boolean, logger: Logger): void {
  const mode = statSync(file).mode & 0o777;
  if ((mode & 0o077) === 0) return;
  const problem = `JWT_PRIVATE_KEY_FILE is readable by other users (mode ${mode.toString(8)}); chmod 600 it`;
  if (production) throw new Error(problem);
  logger.warn(problem);
}
