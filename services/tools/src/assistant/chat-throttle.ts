import { Injectable, type DynamicModule, type ExecutionContext } from '@nestjs/common';
import {
  ThrottlerException,
  ThrottlerGuard,
  ThrottlerModule,
  type ThrottlerLimitDetail,
} from '@nestjs/throttler';

import type { AuthUser } from '@yarn-mgmt/nest-kit';
import { throttlerStorage } from '@yarn-mgmt/nest-kit/throttle';
import { createHash } from 'node:crypto';
import type { Request } from 'express';
import { TOOLS_CONFIG, type ToolsConfig } from '../config/tools.config.js';

/** The chat's counts in Redis, apart from the gateway's sign-in counts. */
export const CHAT_THROTTLE_PREFIX = 'yarn-mgmt:chat-throttle:';

export const tooManyMessagesText = (seconds: number) =>
  `You are sending messages faster than the assistant can answer: please wait ${seconds} ${seconds === 1 ? 'second' : 'seconds'} and ask again.`;

/**
 * CHAT_RATE_LIMIT messages per CHAT_RATE_WINDOW_MS, `chat` and `query` counted together: per user, or per client
 * address for a visitor. Counted in Redis when REDIS_URL is set (every replica shares the count), in memory
 * otherwise.
 */
export function chatThrottlerModule(): DynamicModule {
  return ThrottlerModule.forRootAsync({
    inject: [TOOLS_CONFIG],
    useFactory: (config: ToolsConfig) => ({
      throttlers: [{ limit: config.CHAT_RATE_LIMIT, ttl: config.CHAT_RATE_WINDOW_MS }],
      storage: throttlerStorage(config.REDIS_URL, CHAT_THROTTLE_PREFIX),
    }),
  });
}

/**
 * The client's address as the gateway saw it: the gateway replaces whatever `X-Forwarded-For` a client sent with
 * the address it was called from, and the services listen on loopback behind it.
 */
export function clientAddress(request: Pick<Request, 'headers' | 'ip' | 'socket'>): string {
  const forwarded = request.headers['x-forwarded-for'];
  const last = (Array.isArray(forwarded) ? forwarded.join(',') : (forwarded ?? '')).split(',').at(-1)?.trim();
  return last || request.ip || request.socket.remoteAddress || 'unknown';
}

/** A 429 with `Retry-After` (the seconds left in the window) and a text that says how long to wait. */
@Injectable()
export class ChatThrottleGuard extends ThrottlerGuard {
  protected override getTracker(request: Request & { user?: AuthUser }): Promise<string> {
    return Promise.resolve(request.user ? `user:${request.user.id}` : `address:${clientAddress(request)}`);
  }

  /** One count for both endpoints (the default keys each handler apart). */
  protected override generateKey(_context: ExecutionContext, tracker: string, name: string): string {
    return createHash('sha256').update(`chat-${name}-${tracker}`).digest('hex');
  }

  protected override throwThrottlingException(
    _context: ExecutionContext,
    detail: ThrottlerLimitDetail,
  ): Promise<void> {
    throw new ThrottlerException(tooManyMessagesText(detail.timeToBlockExpire));
  }
}
