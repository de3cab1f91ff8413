import { BOARD_COOKIE_TTL_MS, BoardTickets, cookieValue, TICKET_TTL_MS } from './board-tickets.js';

describe('the queue board tickets and cookies', () => {
  let now = 1_800_000_000_000;
  const clock = () => now;
  const admin = '4f6c2b1e-8d1a-4c55-9c3e-2a7f0b9d1e11';

  it('redeems a ticket once, within its minute, and only with the secret that signed it', () => {
    const tickets = new BoardTickets('a-secret-of-sixteen+', clock);
    const first = tickets.ticket(admin);
    expect(new BoardTickets('another-secret-16chars', clock).redeem(first)).toBeNull();
    expect(tickets.redeem(first)).toBe(admin);
    expect(tickets.redeem(first)).toBeNull();
    const late = tickets.ticket(admin);
    now += TICKET_TTL_MS + 1;
    expect(tickets.redeem(late)).toBeNull();
  });

  it('refuses a ticket as a cookie, a tampered cookie and an expired one', () => {
    const tickets = new BoardTickets(undefined, clock);
    const cookie = tickets.cookie(admin);
    expect(tickets.cookieUser(cookie)).toBe(admin);
    expect(tickets.cookieUser(tickets.ticket(admin))).toBeNull();
    const [user, expires, mac] = cookie.split('.');
    expect(tickets.cookieUser(`${user}.${Number(expires) + 1000}.${mac}`)).toBeNull();
    expect(tickets.cookieUser('garbage')).toBeNull();
    now += BOARD_COOKIE_TTL_MS + 1;
    expect(tickets.cookieUser(cookie)).toBeNull();
  });

  it('reads one cookie out of a header', () => {
    expect(cookieValue('a=1; deals_board=x.y=z; b=2', 'deals_board')).toBe('x.y=z');
    expect(cookieValue(undefined, 'deals_board')).toBeUndefined();
  });
});
