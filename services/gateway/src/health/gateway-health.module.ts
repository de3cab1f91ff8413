import { Module } from '@nestjs/common';
import { GatewayHealthController } from './gateway-health.controller.js';

/** The gateway's own /health. */
@Module({ controllers: [GatewayHealthController] })
export class GatewayHealthModule {}
