import { IsoDateSchema } from './inventory.schemas.js';

describe('IsoDateSchema', () => {
  it('takes calendar dates and refuses year 0000 with the field message (PostgreSQL has no year 0)', () => {
    expect(IsoDateSchema.safeParse('2026-11-26').success).toBe(true);
    const zero = IsoDateSchema.safeParse('0000-01-01');
    expect(zero.success).toBe(false);
    expect(zero.error?.issues[0]?.message).toBe('Date must be YYYY-MM-DD');
    expect(IsoDateSchema.safeParse('2026-02-30').success).toBe(false);
  });
});
