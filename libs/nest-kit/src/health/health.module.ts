import { Controller, Get, Module, Optional } from '@nestjs/common';
import { HealthCheckService, HealthIndicatorService, TerminusModule } from '@nestjs/terminus';
import { DataSource } from 'typeorm';
import { Public } from '../auth/decorators.js';

@Public()
@Controller('health')
export class HealthController {
  constructor(
    private readonly health: HealthCheckService,
    private readonly indicators: HealthIndicatorService,
    @Optional() private readonly dataSource?: DataSource,
  ) {}

  /** 200 `{ status: 'ok', info: { database: { status: 'up' } } }`, or 503 with the failing part. */
  @Get()
  check() {
    const dataSource = this.dataSource;
    return this.health.check(
      dataSource
        ? [
            () =>
              this.indicators
                .check('database')
                .attempt(async () => {
                  await dataSource.query('SELECT 1');
                })
                .withTimeout(2_000),
          ]
        : [],
    );
  }
}

/** `GET /health` (public): a database ping when the app has a TypeORM data source. */
@Module({
  imports: [TerminusModule.forRoot({ errorLogStyle: 'json' })],
  controllers: [HealthController],
})
export class HealthModule {}
