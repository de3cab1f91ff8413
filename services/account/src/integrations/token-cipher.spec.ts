import { randomBytes } from 'node:crypto';
import { parseIntegrationsKey } from './integrations-key.js';
import { TokenCipher, TokenCipherError } from './token-cipher.js';

const cipher = new TokenCipher(randomBytes(32));
const row = 'b3f2c1de-0000-4000-8000-000000000001:ravelry:refresh';

describe('TokenCipher', () => {
  it('opens what it sealed, and never shows the token in the sealed text', () => {
    const sealed = cipher.seal('refresh-token-abc', row);
    expect(sealed).toMatch(/^v1\.[\w-]{16}\.[\w-]+$/);
    expect(sealed).not.toContain('refresh-token-abc');
    expect(cipher.open(sealed, row)).toBe('refresh-token-abc');
  });

  it('seals the same token differently each time (a fresh IV)', () => {
    expect(cipher.seal('same', row)).not.toBe(cipher.seal('same', row));
  });

  it('refuses a token moved to another row, a changed byte and another key', () => {
    const sealed = cipher.seal('refresh-token-abc', row);
    expect(() => cipher.open(sealed, row.replace(':refresh', ':access'))).toThrow(TokenCipherError);
    expect(() => cipher.open(sealed, row.replace('0001', '0002'))).toThrow(TokenCipherError);
    const [version, iv, body = ''] = sealed.split('.');
    const flipped = Buffer.from(body, 'base64url');
    flipped[0] = (flipped[0] ?? 0) ^ 1;
    expect(() => cipher.open(`${version}.${iv}.${flipped.toString('base64url')}`, row)).toThrow(
      TokenCipherError,
    );
    expect(() => new TokenCipher(randomBytes(32)).open(sealed, row)).toThrow(TokenCipherError);
    expect(() => cipher.open('plain-token', row)).toThrow(TokenCipherError);
  });
});

describe('parseIntegrationsKey', () => {
  it('reads 64 hex digits or base64 of 32 bytes', () => {
    const key = randomBytes(32);
    expect(parseIntegrationsKey(key.toString('hex'))).toEqual(key);
    expect(parseIntegrationsKey(`${key.toString('base64')}\n`)).toEqual(key);
  });

  it('refuses a key of another length or spelling', () => {
    for (const bad of [
      '',
      'secret',
      randomBytes(16).toString('hex'),
      randomBytes(31).toString('base64'),
      'z'.repeat(64),
    ]) {
      expect(() => parseIntegrationsKey(bad)).toThrow('INTEGRATIONS_KEY must be 32 bytes');
    }
  });
});
