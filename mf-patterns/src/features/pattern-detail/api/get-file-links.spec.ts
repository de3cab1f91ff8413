import { LINK_REFRESH_MARGIN_MS, refreshDelay } from './get-file-links';

const now = Date.parse('2026-01-02T10:00:00Z');
const links = (expiresAt: string) => ({ view_url: '/v', download_url: '/d', expires_at: expiresAt });

describe('refreshDelay', () => {
  it('renews the signed links a minute before they expire', () => {
    expect(refreshDelay(links('2026-01-02T10:10:00Z'), now)).toBe(10 * 60_000 - LINK_REFRESH_MARGIN_MS);
  });

  it('waits at least 5 s, even for links already (or almost) expired', () => {
    expect(refreshDelay(links('2026-01-02T10:00:30Z'), now)).toBe(5_000);
    expect(refreshDelay(links('2026-01-02T09:00:00Z'), now)).toBe(5_000);
  });

  it('does not poll without links or with an unreadable expiry', () => {
    expect(refreshDelay(undefined, now)).toBe(false);
    expect(refreshDelay(links('soon'), now)).toBe(false);
  });
});
