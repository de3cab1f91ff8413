import { Controller, Get, Inject, Module, Optional } from '@nestjs/common';
import { HealthCheckService, HealthIndicatorService, TerminusModule } from '@nestjs/terminus';
import { DataSource } from 'typeorm';
import { Public } from '../auth/decorators.js';

/** A service's own dependency checks beyond its database (Redis...): `{ provide: HEALTH_CHECKS, useValue: [...] }`. */
export const HEALTH_CHECKS = Symbol('HEALTH_CHECKS');

export interface HealthCheck {
  /** The key in the health body (`redis`). */
  name: string;
  /** Resolves when the dependency answers; throws (or takes over 2 s) when it does not. */
  check: () => Promise<void>;
}

@Public()
@Controller('health')
export class HealthController {
  constructor(
    private readonly health: HealthCheckService,
    private readonly indicators: HealthIndicatorService,
    @Optional() private readonly dataSource?: DataSource,
    @Optional() @Inject(HEALTH_CHECKS) private readonly checks: HealthCheck[] = [],
  ) {}

  /** 200 `{ status: 'ok', info: { database: { status: 'up' } } }`, or 503 with the failing part. */
  @Get()
  check() {
    const dataSource = this.dataSource;
    const checks: HealthCheck[] = [
      ...(dataSource
        ? [{ name: 'database', check: async () => void (await dataSource.query('SELECT 1')) }]
        : []),
      ...(this.checks ?? []),
    ];
    return this.health.check(
      checks.map(
        ({ name, check }) =>
          () =>
            this.indicators.check(name).attempt(check).withTimeout(2_000),
      ),
    );
  }
}

/** `GET /health` (public): a database ping when the app has a TypeORM data source. */
@Module({
  imports: [TerminusModule.forRoot({ errorLogStyle: 'json' })],
  controllers: [HealthController],
})
export class HealthModule {}
