import { PasswordHasher } from './password-hasher.js';

describe('PasswordHasher', () => {
  const hasher = new PasswordHasher({ N: 1024, r: 8, p: 1 });

  it('stores a self-describing, salted scrypt hash', async () => {
    const first = await hasher.hash('Knit2gether');
    const second = await hasher.hash('Knit2gether');
    expect(first).toMatch(/^scrypt\$1024\$8\$1\$[\w-]{22}\$[\w-]{86}$/);
    expect(first).not.toBe(second);
    expect(first).not.toContain('Knit2gether');
  });

  it('verifies the right password only', async () => {
    const stored = await hasher.hash('Knit2gether');
    expect(await hasher.verify('Knit2gether', stored)).toBe(true);
    expect(await hasher.verify('knit2gether', stored)).toBe(false);
    expect(await hasher.verify('', stored)).toBe(false);
  });

  it('verifies with the cost stored in the hash, and rejects unreadable values', async () => {
    const stronger = new PasswordHasher({ N: 2048, r: 8, p: 1 });
    expect(await stronger.verify('Knit2gether', await hasher.hash('Knit2gether'))).toBe(true);
    expect(await hasher.verify('Knit2gether', 'plain-text')).toBe(false);
    expect(await hasher.verify('Knit2gether', 'scrypt$x$8$1$salt$hash')).toBe(false);
  });
});
