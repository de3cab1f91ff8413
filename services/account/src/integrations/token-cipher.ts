import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** A sealed token that does not open: another key, another row, or changed bytes. */
export class TokenCipherError extends Error {}

/**
 * AES-256-GCM for the provider tokens at rest: `v1.<iv>.<ciphertext+tag>` (base64url), a fresh 96-bit IV each
 * time. The row a token belongs to (user, provider, which token) is the additional data, so a sealed token copied
 * to another user's row, or from the refresh column to the access one, does not open.
 */
export class TokenCipher {
  constructor(private readonly key: Buffer) {
    if (key.length !== 32) throw new Error('the token key must be 32 bytes');
  }

  seal(token: string, context: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    cipher.setAAD(Buffer.from(context, 'utf8'));
    const sealed = Buffer.concat([cipher.update(token, 'utf8'), cipher.final(), cipher.getAuthTag()]);
    return `${VERSION}.${iv.toString('base64url')}.${sealed.toString('base64url')}`;
  }

  open(sealed: string, context: string): string {
    const [version, ivText, bodyText] = sealed.split('.');
    const iv = Buffer.from(ivText ?? '', 'base64url');
    const body = Buffer.from(bodyText ?? '', 'base64url');
    if (version !== VERSION || iv.length !== IV_BYTES || body.length < TAG_BYTES) {
      throw new TokenCipherError('not a sealed token');
    }
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, iv);
      decipher.setAAD(Buffer.from(context, 'utf8'));
      decipher.setAuthTag(body.subarray(body.length - TAG_BYTES));
      return Buffer.concat([
        decipher.update(body.subarray(0, body.length - TAG_BYTES)),
        decipher.final(),
      ]).toString('utf8');
    } catch {
      throw new TokenCipherError('the sealed token does not open with this key');
    }
  }
}
