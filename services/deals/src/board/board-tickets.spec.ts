import {
  BOARD_COOKIE_TTL_MS,
  BoardTickets,
  TICKET_TTL_MS,
  verifiedTokenVersion,
  type BoardPass,
} from './board-tickets.js';

describe('the queue board tickets and cookies', () => {
  let now = 1_800_000_000_000;
  const clock = () => now;
  const admin = '4f6c2b1e-8d1a-4c55-9c3e-2a7f0b9d1e11';
  const pass = (overrides: Partial<BoardPass> = {}): BoardPass => ({
    userId: admin,
    ver: 3,
    role: 'admin',
    grant: 'header.payload.signature',
    grantExpiresAt: now + 2 * BOARD_COOKIE_TTL_MS,
    ...overrides,
  });

  it('redeems a ticket once, within its minute, and only with the secret that signed it', () => {
    const tickets = new BoardTickets('a-secret-of-sixteen+', clock);
    const first = tickets.ticket(pass());
    expect(new BoardTickets('another-secret-16chars', clock).redeem(first)).toBeNull();
    expect(tickets.redeem(first)).toEqual(pass());
    expect(tickets.redeem(first)).toBeNull();
    const late = tickets.ticket(pass());
    now += TICKET_TTL_MS + 1;
    expect(tickets.redeem(late)).toBeNull();
  });

  it('keeps the token version, role and grant in the cookie, and refuses a ticket, a tampered and an expired one', () => {
    const tickets = new BoardTickets(undefined, clock);
    const cookie = tickets.cookie(pass());
    expect(tickets.cookiePass(cookie)).toEqual(pass());
    expect(tickets.cookiePass(tickets.ticket(pass()))).toBeNull();
    const [body = '', expires, mac] = cookie.split('.');
    expect(tickets.cookiePass(`${body}.${Number(expires) + 1000}.${mac}`)).toBeNull();
    const older = Buffer.from(
      Buffer.from(body, 'base64url').toString('utf8').replace('"v":3', '"v":2'),
    ).toString('base64url');
    expect(tickets.cookiePass(`${older}.${expires}.${mac}`)).toBeNull();
    expect(tickets.cookiePass('garbage')).toBeNull();
    now += BOARD_COOKIE_TTL_MS + 1;
    expect(tickets.cookiePass(cookie)).toBeNull();
  });

  it('never lets a cookie outlive its session grant', () => {
    const tickets = new BoardTickets(undefined, clock);
    const cookie = tickets.cookie(pass({ grantExpiresAt: now + 60_000 }));
    now += 60_001;
    expect(tickets.cookiePass(cookie)).toBeNull();
  });

  it("reads a verified bearer's token version (0 when it has none)", () => {
    const token = (claims: object) =>
      `Bearer e30.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.sig`;
    expect(verifiedTokenVersion(token({ sub: admin, ver: 7 }))).toBe(7);
    expect(verifiedTokenVersion(token({ sub: admin }))).toBe(0);
    expect(verifiedTokenVersion(token({ ver: 'x' }))).toBeNull();
    expect(verifiedTokenVersion(undefined)).toBeNull();
  });
});
