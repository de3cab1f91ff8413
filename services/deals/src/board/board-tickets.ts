import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

export const TICKET_TTL_MS = 60_000;
export const BOARD_COOKIE_TTL_MS = 60 * 60_000;
export const BOARD_COOKIE = 'deals_board';

/**
 * Who a ticket or cookie was issued to, as the bearer token said then: the user, their token version and role,
 * and the account service's session grant that lets the board ask later whether that version is still current.
 */
export interface BoardPass {
  userId: string;
  ver: number;
  role: 'admin';
  grant: string;
  /** When the grant lapses (ms since the epoch): the cookie never outlives it. */
  grantExpiresAt: number;
}

const PassSchema = z
  .object({
    u: z.string().min(1).max(200),
    v: z.number().int().min(0),
    r: z.literal('admin'),
    g: z.string().min(1).max(4_000),
    e: z.number().int().min(0),
  })
  .strict();

/**
 * The Bull Board's sign-in for a browser tab (which sends no bearer header): a one-time ticket of 60 seconds,
 * exchanged for a signed cookie of one hour. Both are HMAC-SHA256 over the pass (user, token version, role,
 * session grant) and expiry with the board secret (QUEUE_BOARD_SECRET, or random per process); the board asks
 * the account service about the pass on every request, so a demotion or a password change ends it. A used
 * ticket is remembered until it expires, in this process: a ticket is redeemed on the API process that issued it
 * only if one runs, and with several behind a balancer a ticket could be redeemed once per process within its
 * minute.
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

  ticket(pass: BoardPass): string {
    return this.sign('ticket', pass, Math.min(this.now() + TICKET_TTL_MS, pass.grantExpiresAt));
  }

  /** The pass of a valid, unused ticket (it is used up), else null. */
  redeem(ticket: string): BoardPass | null {
    const pass = this.verify('ticket', ticket);
    if (!pass) return null;
    const now = this.now();
    for (const [used, until] of this.used) if (until < now) this.used.delete(used);
    if (this.used.has(ticket)) return null;
    this.used.set(ticket, now + TICKET_TTL_MS);
    return pass;
  }

  cookie(pass: BoardPass): string {
    return this.sign('cookie', pass, Math.min(this.now() + BOARD_COOKIE_TTL_MS, pass.grantExpiresAt));
  }

  /** The pass of a cookie whose value is valid and current (its signature and expiry; not yet the account). */
  cookiePass(value: string | undefined): BoardPass | null {
    return value ? this.verify('cookie', value) : null;
  }

  private sign(kind: string, pass: BoardPass, expires: number): string {
    const json = JSON.stringify({
      u: pass.userId,
      v: pass.ver,
      r: pass.role,
      g: pass.grant,
      e: pass.grantExpiresAt,
    });
    const body = `${Buffer.from(json, 'utf8').toString('base64url')}.${expires}`;
    return `${body}.${this.mac(kind, body)}`;
  }

  private verify(kind: string, value: string): BoardPass | null {
    const match = /^([A-Za-z0-9_-]{1,6000})\.(\d{1,15})\.([A-Za-z0-9_-]{43})$/.exec(value);
    if (!match) return null;
    const [, body = '', expires = '0', mac = ''] = match;
    const expected = Buffer.from(this.mac(kind, `${body}.${expires}`));
    if (!timingSafeEqual(expected, Buffer.from(mac)) || Number(expires) < this.now()) return null;
    let json: unknown;
    try {
      json = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
    } catch {
      return null;
    }
    const parsed = PassSchema.safeParse(json);
    if (!parsed.success) return null;
    const { u, v, r, g, e } = parsed.data;
    return { userId: u, ver: v, role: r, grant: g, grantExpiresAt: e };
  }

  private mac(kind: string, body: string): string {
    return createHmac('sha256', this.secret).update(`${kind}:${body}`).digest('base64url');
  }
}

/** The `ver` claim of a bearer token the JWT guard has already verified (0 when it carries none). */
export function verifiedTokenVersion(authorization: string | undefined): number | null {
  const token = /^Bearer ([^.\s]+)\.([^.\s]+)\.[^.\s]+$/.exec(authorization ?? '');
  if (!token?.[2]) return null;
  try {
    const claims = JSON.parse(Buffer.from(token[2], 'base64url').toString('utf8')) as { ver?: unknown };
    if (claims.ver === undefined) return 0;
    return typeof claims.ver === 'number' && Number.isInteger(claims.ver) && claims.ver >= 0
      ? claims.ver
      : null;
  } catch {
    return null;
  }
}
