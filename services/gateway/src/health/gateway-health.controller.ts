import { Controller, Get, Inject } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { SERVICE_NAMES, type ServiceName } from '@yarn-mgmt/contracts';
import { InternalHttpClient, Public } from '@yarn-mgmt/nest-kit';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway.config.js';

export interface GatewayHealth {
  status: 'ok';
  services: Record<ServiceName, 'up' | 'down'>;
}

/** The gateway is healthy when it answers; each service's own /health says whether that one is up. */
@ApiTags('platform')
@Public()
@Controller('health')
export class GatewayHealthController {
  private readonly http = new InternalHttpClient();

  constructor(@Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig) {}

  @Get()
  async health(): Promise<GatewayHealth> {
    const states = await Promise.all(
      SERVICE_NAMES.map(async (service) => {
        const up = await this.http.isUp(
          `${this.config.services[service]}/health`,
          this.config.HEALTH_TIMEOUT_MS,
        );
        return [service, up ? 'up' : 'down'] as const;
      }),
    );
    return { status: 'ok', services: Object.fromEntries(states) as GatewayHealth['services'] };
  }
}
