import { Inject, Injectable, Logger, UnauthorizedException } from '@nestjs/common';
import type { ServiceName } from '@yarn-mgmt/contracts';
import { InternalHttpClient } from '@yarn-mgmt/nest-kit';
import type { z } from 'zod';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway.config.js';

/** One service's part of a composed answer: its data, or null when it was down, slow or answered badly. */
export type ServicePart<T> = { service: ServiceName; data: T | null };

/**
 * Reads one service's part of a composed answer with the caller's own bearer token, within COMPOSE_TIMEOUT_MS.
 * A 401 is the caller's (an expired or revoked token): the whole answer is a 401. Anything else that is not a
 * 2xx of the expected shape (refused, timed out, 5xx, another 4xx, a wrong body) leaves that service out.
 *
 * A service that did not answer at all (refused or timed out) is left out without being asked for the next
 * COMPOSE_RETRY_MS, then asked again: a hung service costs one request the timeout, not every dashboard load.
 */
@Injectable()
export class ServiceReader {
  private readonly logger = new Logger('Compose');
  private readonly http: InternalHttpClient;
  private readonly resting = new Map<ServiceName, number>();

  constructor(@Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig) {
    this.http = new InternalHttpClient({ timeoutMs: config.COMPOSE_TIMEOUT_MS });
  }

  async read<S extends z.ZodType>(
    service: ServiceName,
    path: string,
    schema: S,
    bearer: string,
  ): Promise<ServicePart<z.output<S>>> {
    if ((this.resting.get(service) ?? 0) > Date.now()) return { service, data: null };
    const result = await this.http.request<unknown>(`${this.config.services[service]}${path}`, {
      headers: { authorization: bearer },
    });
    if (!result.ok && result.status === undefined)
      this.resting.set(service, Date.now() + this.config.COMPOSE_RETRY_MS);
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
}

/** The services whose part is missing, in the order asked. */
export const degradedOf = (parts: ReadonlyArray<ServicePart<unknown>>): ServiceName[] =>
  parts.filter((part) => part.data === null).map((part) => part.service);
