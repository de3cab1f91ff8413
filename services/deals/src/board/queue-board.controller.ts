import { All, Controller, HttpCode, Inject, Post, Req, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiExcludeEndpoint, ApiTags } from '@nestjs/swagger';
import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { ExpressAdapter } from '@bull-board/express';
import { SCRAPER_API } from '@yarn-mgmt/contracts';
import { AnyQuery, CurrentUser, OptionalAuth, Public, Roles, type AuthUser } from '@yarn-mgmt/nest-kit';
import type { Request, RequestHandler, Response } from 'express';
import { DEALS_CONFIG, type DealsConfig } from '../config/deals.config.js';
import { ScrapeQueue } from '../queue/scrape-queue.js';
import { ScraperError } from '../targets/scraper.errors.js';
import { BOARD_COOKIE, BOARD_COOKIE_TTL_MS, BoardTickets, cookieValue } from './board-tickets.js';

/** Where the browser sees the board: through the gateway, which maps /api/scraper/queues here. */
export const BOARD_BASE_PATH = `/api${SCRAPER_API.queues}`;

/**
 * Bull Board for admins (issue 11). A browser tab sends no bearer header, so the page asks
 * `POST /scraper/queues/session` (admin bearer) for a one-time link; opening it sets an HttpOnly, SameSite=Strict
 * cookie on the board's path and redirects to the board. Board requests need that cookie or an admin bearer.
 */
@ApiTags('scraper')
@Controller(SCRAPER_API.queues.slice(1))
export class QueueBoardController {
  private readonly tickets: BoardTickets;
  private readonly router?: RequestHandler;

  constructor(@Inject(DEALS_CONFIG) config: DealsConfig, queue: ScrapeQueue) {
    this.tickets = new BoardTickets(config.QUEUE_BOARD_SECRET);
    if (!queue.queue) return;
    const adapter = new ExpressAdapter();
    adapter.setBasePath(BOARD_BASE_PATH);
    // @bull-board/express 9.10.1 pins its own @bull-board/api: the two copies differ only in private members.
    const serverAdapter = adapter as unknown as Parameters<typeof createBullBoard>[0]['serverAdapter'];
    createBullBoard({ queues: [new BullMQAdapter(queue.queue)], serverAdapter });
    this.router = adapter.getRouter() as RequestHandler;
  }

  @Post('session')
  @Roles('admin')
  @ApiBearerAuth()
  @HttpCode(200)
  session(@CurrentUser() user: AuthUser) {
    return { url: `${BOARD_BASE_PATH}/enter?ticket=${this.tickets.ticket(user.id)}` };
  }

  @All(['', '{*path}'])
  @Public()
  @OptionalAuth()
  @AnyQuery()
  @ApiExcludeEndpoint()
  serve(@Req() request: Request, @Res() response: Response, @CurrentUser() user?: AuthUser): void {
    const path = request.originalUrl.slice(SCRAPER_API.queues.length) || '/';
    if (request.method === 'GET' && path.startsWith('/enter?')) return this.enter(request, response);
    const cookieUser = this.tickets.cookieUser(cookieValue(request.headers.cookie, BOARD_COOKIE));
    if (!cookieUser && user?.role !== 'admin') {
      response
        .status(user ? 403 : 401)
        .json({ statusCode: user ? 403 : 401, error: user ? 'Forbidden' : 'Unauthorized' });
      return;
    }
    if (!this.router) throw new ScraperError('QUEUE_UNAVAILABLE');
    request.url = path;
    this.router(request, response, () => {
      response.status(404).json({ statusCode: 404, error: 'Not Found' });
    });
  }

  private enter(request: Request, response: Response): void {
    const ticket = typeof request.query.ticket === 'string' ? request.query.ticket : '';
    const userId = this.tickets.redeem(ticket);
    if (!userId) throw new ScraperError('BOARD_TICKET_INVALID');
    response.cookie(BOARD_COOKIE, this.tickets.cookie(userId), {
      httpOnly: true,
      sameSite: 'strict',
      path: BOARD_BASE_PATH,
      maxAge: BOARD_COOKIE_TTL_MS,
      secure: request.secure,
    });
    response.redirect(303, `${BOARD_BASE_PATH}/`);
  }
}
