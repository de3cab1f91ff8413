import { Injectable } from '@nestjs/common';
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const scryptAsync = (password: string, salt: Buffer, keyLength: number, options: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) =>
    scrypt(password, salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key))),
  );

/** N = 2^15, r = 8 (32 MiB per hash, ~170 ms here). Stored with each hash, so it can be raised later. */
export const SCRYPT_DEFAULTS = { N: 32_768, r: 8, p: 1 } as const;
const KEY_LENGTH = 64;
const PREFIX = 'scrypt';

/**
 * Memory-hard password hashing with node's scrypt and a per-user random salt. The stored string describes
 * itself: `scrypt$N$r$p$salt$hash` (base64url), so old hashes still verify after the cost changes.
 */
@Injectable()
export class PasswordHasher {
  constructor(private readonly cost: { N: number; r: number; p: number } = SCRYPT_DEFAULTS) {}

  async hash(password: string): Promise<string> {
    const salt = randomBytes(16);
    const { N, r, p } = this.cost;
    const key = await scryptAsync(password, salt, KEY_LENGTH, { N, r, p, maxmem: 256 * N * r });
    return [PREFIX, N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
  }

  /** Constant-time comparison; an unreadable stored value never matches. */
  async verify(password: string, stored: string): Promise<boolean> {
    const [prefix, n, r, p, salt, hash] = stored.split('$');
    if (prefix !== PREFIX || !salt || !hash) return false;
    const [N, R, P] = [Number(n), Number(r), Number(p)];
    if (![N, R, P].every((value) => Number.isInteger(value) && value > 0)) return false;
    const expected = Buffer.from(hash, 'base64url');
    const actual = await scryptAsync(password, Buffer.from(salt, 'base64url'), expected.length, {
      N,
      r: R,
      p: P,
      maxmem: 256 * N * R,
    });
    return actual.length === expected.length && timingSafeEqual(actual, expected);
  }
}
