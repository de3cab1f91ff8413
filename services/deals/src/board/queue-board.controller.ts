import {
  All,
  Controller,
  HttpCode,
  Inject,
  Post,
  Req,
  Res,
  ServiceUnavailableException,
  UnauthorizedException,
} from '@nestjs/common';
import { ApiBearerAuth, ApiExcludeEndpoint, ApiTags } from '@nestjs/swagger';
import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { ExpressAdapter } from '@bull-board/express';
import { SCRAPER_API } from '@yarn-mgmt/contracts';
import {
  AccountSessionChecker,
  AnyQuery,
  cookieValue,
  CurrentUser,
  OptionalAuth,
  Public,
  Roles,
  type AuthUser,
} from '@yarn-mgmt/nest-kit';
import type { Request, RequestHandler, Response } from 'express';
import { DEALS_CONFIG, type DealsConfig } from '../config/deals.config.js';
import { QueueError } from '../queue/queue.errors.js';
import { ScrapeQueue } from '../queue/scrape-queue.js';
import {
  BOARD_COOKIE,
  BOARD_COOKIE_TTL_MS,
  BoardTickets,
  verifiedTokenVersion,
  type BoardPass,
} from './board-tickets.js';
import { BoardError } from './board.errors.js';

const ACCOUNT_UNAVAILABLE = 'The account service is unavailable';

/** Where the browser sees the board: through the gateway, which maps /api/scraper/queues here. */
export const BOARD_BASE_PATH = `/api${SCRAPER_API.queues}`;

/**
 * Bull Board for admins (issue 11). A browser tab sends no bearer header, so the page asks
 * `POST /scraper/queues/session` (admin bearer) for a one-time link; opening it sets an HttpOnly, SameSite=Strict
 * cookie on the board's path and redirects to the board. Board requests need that cookie or an admin bearer.
 * The cookie names the admin's token version and role and carries the account service's session grant; every
 * board request asks the account service (cached per user and version for TOKEN_CHECK_TTL_MS, like a token)
 * whether that version is still current and an admin's, so a demotion or a password change ends the cookie too.
 * When the account service cannot be asked, the cookie is refused (503): it never admits on its signature alone.
 */
@ApiTags('scraper')
@Controller()
export class QueueBoardController {
  private readonly tickets: BoardTickets;
  private readonly sessions: AccountSessionChecker;
  private readonly router?: RequestHandler;

  constructor(@Inject(DEALS_CONFIG) config: DealsConfig, queue: ScrapeQueue) {
    this.tickets = new BoardTickets(config.QUEUE_BOARD_SECRET);
    this.sessions = new AccountSessionChecker({
      accountUrl: config.ACCOUNT_URL,
      ttlMs: Math.min(config.TOKEN_CHECK_TTL_MS, 60_000),
    });
    if (!queue.queue) return;
    const adapter = new ExpressAdapter();
    adapter.setBasePath(BOARD_BASE_PATH);
    // @bull-board/express 9.10.1 pins its own @bull-board/api: the two copies differ only in private members.
    const serverAdapter = adapter as unknown as Parameters<typeof createBullBoard>[0]['serverAdapter'];
    createBullBoard({ queues: [new BullMQAdapter(queue.queue)], serverAdapter });
    this.router = adapter.getRouter() as RequestHandler;
  }

  @Post(SCRAPER_API.queuesSession)
  @Roles('admin')
  @ApiBearerAuth()
  @HttpCode(200)
  async session(@CurrentUser() user: AuthUser, @Req() request: Request): Promise<{ url: string }> {
    const ver = verifiedTokenVersion(request.headers.authorization);
    const bearer = request.headers.authorization?.slice('Bearer '.length);
    if (ver === null || !bearer) throw new UnauthorizedException();
    const answer = await this.sessions.grant(bearer);
    if (answer.status === 'revoked') throw new UnauthorizedException();
    if (answer.status === 'unknown') throw new ServiceUnavailableException(ACCOUNT_UNAVAILABLE);
    const pass: BoardPass = {
      userId: user.id,
      ver,
      role: 'admin',
      grant: answer.grant,
      grantExpiresAt: answer.expiresAt,
    };
    // `token`, so request logs redact it like any other secret query value.
    return { url: `${BOARD_BASE_PATH}/enter?token=${this.tickets.ticket(pass)}` };
  }

  @All([SCRAPER_API.queues, SCRAPER_API.queuesPages])
  @Public()
  @OptionalAuth()
  @AnyQuery()
  @ApiExcludeEndpoint()
  async serve(
    @Req() request: Request,
    @Res() response: Response,
    @CurrentUser() user?: AuthUser,
  ): Promise<void> {
    const path = request.originalUrl.slice(SCRAPER_API.queues.length) || '/';
    if (request.method === 'GET' && path.startsWith('/enter?')) return this.enter(request, response);
    if (user?.role !== 'admin') {
      const refusal = await this.cookieRefusal(request, user);
      if (refusal) {
        if (refusal.clearCookie) response.clearCookie(BOARD_COOKIE, { path: BOARD_BASE_PATH });
        response.status(refusal.status).json({ statusCode: refusal.status, error: refusal.error });
        return;
      }
    }
    if (!this.router) throw new QueueError('QUEUE_UNAVAILABLE');
    request.url = path;
    this.router(request, response, () => {
      response.status(404).json({ statusCode: 404, error: 'Not Found' });
    });
  }

  /** Why a request without an admin bearer may not see the board (null: its cookie is a current admin's). */
  private async cookieRefusal(
    request: Request,
    user: AuthUser | undefined,
  ): Promise<{ status: number; error: string; clearCookie?: boolean } | null> {
    // A caller known by a bearer is not allowed (403); one known by nothing current is not signed in (401).
    const refused = user ? { status: 403, error: 'Forbidden' } : { status: 401, error: 'Unauthorized' };
    const pass = this.tickets.cookiePass(cookieValue(request.headers.cookie, BOARD_COOKIE));
    if (!pass) return refused;
    const verdict = await this.sessions.check({ sub: pass.userId, ver: pass.ver }, pass.grant);
    if (verdict.status === 'unknown') return { status: 503, error: ACCOUNT_UNAVAILABLE };
    if (verdict.status === 'revoked') return { ...refused, clearCookie: true };
    if (verdict.role !== pass.role) return { status: 403, error: 'Forbidden', clearCookie: true };
    return null;
  }

  private enter(request: Request, response: Response): void {
    const ticket = typeof request.query.token === 'string' ? request.query.token : '';
    const pass = this.tickets.redeem(ticket);
    if (!pass) throw new BoardError('BOARD_TICKET_INVALID');
    response.cookie(BOARD_COOKIE, this.tickets.cookie(pass), {
      httpOnly: true,
      sameSite: 'strict',
      path: BOARD_BASE_PATH,
      maxAge: BOARD_COOKIE_TTL_MS,
      secure: request.secure,
    });
    response.redirect(303, `${BOARD_BASE_PATH}/`);
  }
}
