import { Controller, Get, Inject } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { HEALTH_PATH, SERVICE_NAMES, type ServiceName } from '@yarn-mgmt/contracts';
import { CurrentUser, InternalHttpClient, OptionalAuth, Public, type AuthUser } from '@yarn-mgmt/nest-kit';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway.config.js';

export interface GatewayHealth {
  status: 'ok';
  /** For admins only: which service answers its own /health. */
  services?: Record<ServiceName, 'up' | 'down'>;
}

/**
 * The gateway is healthy when it answers. Anyone may ask (load balancers, the launcher) and learns only that;
 * an admin also sees each service. The services are probed at most once per HEALTH_CACHE_MS however often
 * /health is called, so it cannot be used to flood them.
 */
@ApiTags('platform')
@Public()
@OptionalAuth()
@Controller()
export class GatewayHealthController {
  private readonly http = new InternalHttpClient();
  private probe: { at: number; states: Promise<GatewayHealth['services']> } | undefined;

  constructor(@Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig) {}

  @Get(HEALTH_PATH)
  async health(@CurrentUser() caller: AuthUser | undefined): Promise<GatewayHealth> {
    if (caller?.role !== 'admin') return { status: 'ok' };
    return { status: 'ok', services: await this.services() };
  }

  private services(): Promise<GatewayHealth['services']> {
    const now = Date.now();
    if (!this.probe || now - this.probe.at >= this.config.HEALTH_CACHE_MS) {
      this.probe = { at: now, states: this.probeServices() };
    }
    return this.probe.states;
  }

  private async probeServices(): Promise<GatewayHealth['services']> {
    const states = await Promise.all(
      SERVICE_NAMES.map(async (service) => {
        // Up when any of its instances answers.
        const answers = await Promise.all(
          this.config.services[service].map((url) =>
            this.http.isUp(`${url}/health`, this.config.HEALTH_TIMEOUT_MS),
          ),
        );
        const up = answers.some(Boolean);
        return [service, up ? 'up' : 'down'] as const;
      }),
    );
    return Object.fromEntries(states) as GatewayHealth['services'];
  }
}
