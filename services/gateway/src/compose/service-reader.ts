import { Inject, Injectable, Logger, UnauthorizedException } from '@nestjs/common';
import type { ServiceName } from '@yarn-mgmt/contracts';
import { InternalHttpClient, UpstreamPool, type InternalResult } from '@yarn-mgmt/nest-kit';
import type { z } from 'zod';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway.config.js';

/** One service's part of a composed answer: its data, or null when it was down, slow or answered badly. */
export type ServicePart<T> = { service: ServiceName; data: T | null };

/**
 * Reads one service's part of a composed answer with the caller's own bearer token, within COMPOSE_TIMEOUT_MS.
 * A 401 is the caller's (an expired or revoked token): the whole answer is a 401. Anything else that is not a
 * 2xx of the expected shape (refused, timed out, 5xx, another 4xx, a wrong body) leaves that service out.
 *
 * A service that twice in a row did not answer at all (refused or timed out) is left out without being asked
 * for the next COMPOSE_RETRY_MS, then asked again: a hung service costs two loads the timeout, not every load,
 * while one slow first answer (a service just started) costs nothing more.
 */
@Injectable()
export class ServiceReader {
  private readonly logger = new Logger('Compose');
  private readonly http: InternalHttpClient;
  /** Per service: the loads in a row that got no answer, when the last one ended, until when it is left out. */
  private readonly silence = new Map<ServiceName, { misses: number; at: number; until: number }>();
  private readonly pools = new Map<ServiceName, UpstreamPool>();

  constructor(@Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig) {
    this.http = new InternalHttpClient({ timeoutMs: config.COMPOSE_TIMEOUT_MS });
  }

  /** A read goes to the service's instances in turn; one that gives no answer at all passes it to the next. */
  private async get(service: ServiceName, path: string, bearer: string): Promise<InternalResult<unknown>> {
    let pool = this.pools.get(service);
    if (!pool)
      this.pools.set(service, (pool = new UpstreamPool(this.config.services[service], () => undefined)));
    let result: InternalResult<unknown> = { ok: false, error: 'no instance' };
    for (const instance of pool.order()) {
      result = await this.http.request<unknown>(`${instance.url.origin}${path}`, {
        headers: { authorization: bearer },
      });
      if (result.ok || result.status !== undefined || result.error === 'timeout') return result;
      pool.markDown(instance);
    }
    return result;
  }

  async read<S extends z.ZodType>(
    service: ServiceName,
    path: string,
    schema: S,
    bearer: string,
  ): Promise<ServicePart<z.output<S>>> {
    if ((this.silence.get(service)?.until ?? 0) > Date.now()) return { service, data: null };
    const result = await this.get(service, path, bearer);
    this.heard(service, result.ok || result.status !== undefined);
    if (!result.ok) {
      if (result.status === 401) throw new UnauthorizedException(result.error);
      this.logger.warn(`${service} left out of ${path}: ${`${result.status ?? ''} ${result.error}`.trim()}`);
      return { service, data: null };
    }
    const parsed = schema.safeParse(result.data);
    if (!parsed.success) {
      this.logger.warn(`${service} left out of ${path}: an answer of an unexpected shape`);
      return { service, data: null };
    }
    return { service, data: parsed.data };
  }

  private heard(service: ServiceName, answered: boolean): void {
    if (answered) {
      this.silence.delete(service);
      return;
    }
    const now = Date.now();
    const last = this.silence.get(service);
    // The calls of one load (stats and activity together) time out together: they count as one miss.
    if (last && now - last.at < this.config.COMPOSE_TIMEOUT_MS) return;
    const misses = (last?.misses ?? 0) + 1;
    this.silence.set(service, {
      misses,
      at: now,
      until: misses >= 2 ? now + this.config.COMPOSE_RETRY_MS : 0,
    });
  }
}

/** The services whose part is missing, in the order asked. */
export const degradedOf = (parts: ReadonlyArray<ServicePart<unknown>>): ServiceName[] =>
  parts.filter((part) => part.data === null).map((part) => part.service);
