import { FILE_LINK_TTL_SECONDS, fileLinks, signFileLink, verifyFileLink } from './file-links.js';

const SECRET = 'a'.repeat(40);
const claims = { userId: 'u1', patternId: 'p1', kind: 'view' as const };
const NOW = 1_800_000_000;

describe('signed file links', () => {
  it('answers both links under /api, valid for ten minutes', () => {
    const links = fileLinks(SECRET, 'u1', 'p1', NOW);
    const exp = NOW + FILE_LINK_TTL_SECONDS;
    expect(links).toEqual({
      view_url: `/api/patterns/p1/view?exp=${exp}&sig=${signFileLink(SECRET, { ...claims, exp })}`,
      download_url: `/api/patterns/p1/download?exp=${exp}&sig=${signFileLink(SECRET, { ...claims, kind: 'download', exp })}`,
      expires_at: new Date(exp * 1000).toISOString(),
    });
    expect(FILE_LINK_TTL_SECONDS).toBe(600);
  });

  it('accepts its own signature until it expires', () => {
    const exp = NOW + 600;
    const sig = signFileLink(SECRET, { ...claims, exp });
    expect(verifyFileLink(SECRET, claims, { exp: String(exp), sig }, NOW)).toBe(true);
    expect(verifyFileLink(SECRET, claims, { exp: String(exp), sig }, exp)).toBe(true);
    expect(verifyFileLink(SECRET, claims, { exp: String(exp), sig }, exp + 1)).toBe(false);
  });

  it('refuses a signature for another owner, pattern, kind, expiry or secret', () => {
    const exp = NOW + 600;
    const sig = signFileLink(SECRET, { ...claims, exp });
    const query = { exp: String(exp), sig };
    expect(verifyFileLink(SECRET, { ...claims, userId: 'u2' }, query, NOW)).toBe(false);
    expect(verifyFileLink(SECRET, { ...claims, patternId: 'p2' }, query, NOW)).toBe(false);
    expect(verifyFileLink(SECRET, { ...claims, kind: 'download' }, query, NOW)).toBe(false);
    expect(verifyFileLink(SECRET, claims, { ...query, exp: String(exp + 1) }, NOW)).toBe(false);
    expect(verifyFileLink('b'.repeat(40), claims, query, NOW)).toBe(false);
    expect(verifyFileLink(SECRET, claims, { ...query, sig: sig.slice(1) }, NOW)).toBe(false);
    expect(verifyFileLink(SECRET, claims, { ...query, exp: '1e12' }, NOW)).toBe(false);
  });
});
