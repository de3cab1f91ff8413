import {
  Inject,
  Injectable,
  Module,
  type DynamicModule,
  type OnApplicationShutdown,
  type OnModuleInit,
} from '@nestjs/common';
import { z } from 'zod';
import { closeWorkerPools, configureWorkerPools, WORKER_POOL_DEFAULTS } from './worker-pool.js';

/** The worker pools' variables, for the config of a service whose work runs in worker threads (`.extend`). */
export const WorkerPoolEnvSchema = z.object({
  /** Tasks of one pool that run at once. */
  WORKER_POOL_SIZE: z.coerce.number().int().min(1).max(64).default(WORKER_POOL_DEFAULTS.maxThreads),
  /** An idle worker closes after this long. */
  WORKER_POOL_IDLE_MS: z.coerce
    .number()
    .int()
    .min(0)
    .max(3_600_000)
    .default(WORKER_POOL_DEFAULTS.idleTimeoutMs),
});

export type WorkerPoolEnv = z.output<typeof WorkerPoolEnvSchema>;

const WORKER_POOL_ENV = Symbol('WORKER_POOL_ENV');

@Injectable()
class WorkerPoolsLifecycle implements OnModuleInit, OnApplicationShutdown {
  constructor(@Inject(WORKER_POOL_ENV) private readonly env: WorkerPoolEnv) {}

  onModuleInit(): void {
    configureWorkerPools({
      maxThreads: this.env.WORKER_POOL_SIZE,
      idleTimeoutMs: this.env.WORKER_POOL_IDLE_MS,
    });
  }

  async onApplicationShutdown(): Promise<void> {
    await closeWorkerPools();
  }
}

/**
 * A service whose work runs in worker threads (PDFs, export files) lists this among its features: its pools take
 * the service's WORKER_POOL_SIZE and WORKER_POOL_IDLE_MS, and close when the app shuts down.
 */
@Module({})
export class WorkerPoolsModule {
  static forRoot(env: WorkerPoolEnv): DynamicModule {
    return {
      module: WorkerPoolsModule,
      providers: [{ provide: WORKER_POOL_ENV, useValue: env }, WorkerPoolsLifecycle],
    };
  }
}
