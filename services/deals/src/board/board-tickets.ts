import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const TICKET_TTL_MS = 60_000;
export const BOARD_COOKIE_TTL_MS = 60 * 60_000;
export const BOARD_COOKIE = 'deals_board';

/**
 * The Bull Board's sign-in for a browser tab (which sends no bearer header): a one-time ticket of 60 seconds,
 * exchanged for a signed cookie of one hour naming the admin. Both are HMAC-SHA256 over the user id and expiry
 * with the board secret (QUEUE_BOARD_SECRET, or random per process). A used ticket is remembered until it
 * expires, in this process: a ticket is redeemed on the API process that issued it only if one runs, and with
 * several behind a balancer a ticket could be redeemed once per process within its minute.
 */
export class BoardTickets {
  private readonly secret: Buffer;
  private readonly used = new Map<string, number>();

  constructor(
    secret: string | undefined,
    private readonly now: () => number = Date.now,
  ) {
    this.secret = secret ? Buffer.from(secret, 'utf8') : randomBytes(32);
  }

  ticket(userId: string): string {
    return this.sign('ticket', userId, this.now() + TICKET_TTL_MS);
  }

  /** The admin's id for a valid, unused ticket (it is used up), else null. */
  redeem(ticket: string): string | null {
    const userId = this.verify('ticket', ticket);
    if (!userId) return null;
    const now = this.now();
    for (const [used, until] of this.used) if (until < now) this.used.delete(used);
    if (this.used.has(ticket)) return null;
    this.used.set(ticket, now + TICKET_TTL_MS);
    return userId;
  }

  cookie(userId: string): string {
    return this.sign('cookie', userId, this.now() + BOARD_COOKIE_TTL_MS);
  }

  /** The admin's id when the cookie value is valid and current. */
  cookieUser(value: string | undefined): string | null {
    return value ? this.verify('cookie', value) : null;
  }

  private sign(kind: string, userId: string, expires: number): string {
    const body = `${Buffer.from(userId, 'utf8').toString('base64url')}.${expires}`;
    return `${body}.${this.mac(kind, body)}`;
  }

  private verify(kind: string, value: string): string | null {
    const match = /^([A-Za-z0-9_-]{1,200})\.(\d{1,15})\.([A-Za-z0-9_-]{43})$/.exec(value);
    if (!match) return null;
    const [, user = '', expires = '0', mac = ''] = match;
    const expected = Buffer.from(this.mac(kind, `${user}.${expires}`));
    if (!timingSafeEqual(expected, Buffer.from(mac)) || Number(expires) < this.now()) return null;
    return Buffer.from(user, 'base64url').toString('utf8');
  }

  private mac(kind: string, body: string): string {
    return createHmac('sha256', this.secret).update(`${kind}:${body}`).digest('base64url');
  }
}

/** The value of one cookie in a Cookie header. */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return undefined;
}
