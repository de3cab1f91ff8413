import {
  Global,
  Inject,
  Injectable,
  Logger,
  Module,
  type DynamicModule,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
  type Type,
} from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { DataSource } from 'typeorm';
import type { Registry } from 'prom-client';
import { startMetricsServer, type MetricsServer } from './metrics-server.js';
import { poolOf, watchPool } from './pool-metrics.js';
import { QueueMetrics } from './queue-metrics.js';
import { createMetricsRegistry, requestDurationHistogram, type RequestHistogram } from './registry.js';

export interface MetricsOptions {
  /** The service's name, a label on every series. */
  service: string;
  /** METRICS_PORT; 0 starts no server and records nothing. */
  port: number;
  /** The service's HOST. */
  host?: string;
}

const METRICS_OPTIONS = Symbol('METRICS_OPTIONS');

/**
 * The process's metrics: its registry, the request histogram and its BullMQ queues and workers. Injected
 * `@Optional()`: it exists only when METRICS_PORT is set.
 */
@Injectable()
export class ProcessMetrics {
  readonly registry: Registry;
  readonly requests: RequestHistogram;
  readonly queues: QueueMetrics;

  constructor(@Inject(METRICS_OPTIONS) options: MetricsOptions) {
    this.registry = createMetricsRegistry(options.service);
    this.requests = requestDurationHistogram(this.registry);
    this.queues = new QueueMetrics(this.registry);
  }
}

/**
 * Starts the `/metrics` server once the app is up, with the pool gauges of the app's DataSource when it has one,
 * and closes it on shutdown (at once: a scraper's open connection does not hold the shutdown).
 */
@Injectable()
class MetricsServerLifecycle implements OnApplicationBootstrap, OnApplicationShutdown {
  private server?: MetricsServer;

  constructor(
    @Inject(METRICS_OPTIONS) private readonly options: MetricsOptions,
    private readonly metrics: ProcessMetrics,
    private readonly moduleRef: ModuleRef,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const dataSource = this.dataSource();
    if (poolOf(dataSource)) watchPool(this.metrics.registry, () => poolOf(dataSource));
    this.server = await startMetricsServer(this.metrics.registry, this.options);
    new Logger('Metrics').log(`${this.options.service} metrics on ${this.server.url}/metrics`);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.server?.close();
    this.server = undefined;
  }

  private dataSource(): DataSource | undefined {
    try {
      return this.moduleRef.get(DataSource, { strict: false });
    } catch {
      return undefined; // An app without a database (the gateway).
    }
  }
}

/** Prometheus metrics of one process (a service, the gateway, a worker), global to its app. */
@Global()
@Module({})
export class MetricsModule {
  static forRoot(options: MetricsOptions): DynamicModule {
    if (options.port <= 0) return { module: MetricsModule };
    return {
      module: MetricsModule,
      providers: [{ provide: METRICS_OPTIONS, useValue: options }, ProcessMetrics, MetricsServerLifecycle],
      exports: [ProcessMetrics],
    };
  }
}

/** The app's root module under one that adds its metrics (METRICS_PORT above 0). */
export function withMetrics(module: Type | DynamicModule, options: MetricsOptions): DynamicModule {
  @Module({})
  class MetricsRootModule {}
  return { module: MetricsRootModule, imports: [MetricsModule.forRoot(options), module] };
}
