import { Logger } from '@nestjs/common';
import { toPublicJwk, type PublicJwk } from '@yarn-mgmt/nest-kit';
import { createPrivateKey, createPublicKey, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { AccountConfig } from '../config/account.config.js';

export const SIGNING_KEY = Symbol('SIGNING_KEY');

export interface SigningKey {
  privateKey: KeyObject;
  publicKey: KeyObject;
  /** The public half as served at /.well-known/jwks.json. */
  jwk: PublicJwk;
  ephemeral: boolean;
}

/** The RS256 key tokens are signed with: JWT_PRIVATE_KEY, else JWT_PRIVATE_KEY_FILE, else a throwaway one. */
export function loadSigningKey(
  config: Pick<AccountConfig, 'JWT_PRIVATE_KEY' | 'JWT_PRIVATE_KEY_FILE'>,
  logger = new Logger('SigningKey'),
): SigningKey {
  let pem = config.JWT_PRIVATE_KEY?.replace(/\\n/g, '\n');
  if (!pem && config.JWT_PRIVATE_KEY_FILE) pem = readFileSync(config.JWT_PRIVATE_KEY_FILE, 'utf8');
  if (pem) {
    const privateKey = createPrivateKey(pem);
    if (privateKey.asymmetricKeyType !== 'rsa') throw new Error('JWT_PRIVATE_KEY must be an RSA private key');
    const publicKey = createPublicKey(privateKey);
    return { privateKey, publicKey, jwk: toPublicJwk(publicKey), ephemeral: false };
  }
  logger.warn(
    'JWT_PRIVATE_KEY and JWT_PRIVATE_KEY_FILE are not set: signing with an ephemeral key. ' +
      'Tokens stop working when this process restarts.',
  );
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { privateKey, publicKey, jwk: toPublicJwk(publicKey), ephemeral: true };
}
