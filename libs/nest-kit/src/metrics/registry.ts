import { collectDefaultMetrics, Histogram, Registry } from 'prom-client';

/** The request histogram's labels: the matched route PATTERN (`/yarn/:id`), never the raw URL. */
export type RequestLabel = 'method' | 'route' | 'status';

export type RequestHistogram = Histogram<RequestLabel>;

/**
 * One process's registry: Node's default metrics (event-loop lag `nodejs_eventloop_lag_*`, heap, GC, handles),
 * every series labelled with the service's name so one Prometheus can tell the processes apart.
 */
export function createMetricsRegistry(service: string): Registry {
  const registry = new Registry();
  registry.setDefaultLabels({ service });
  collectDefaultMetrics({ register: registry });
  return registry;
}

/** `http_request_duration_seconds{method,route,status}` on the registry. */
export function requestDurationHistogram(registry: Registry): RequestHistogram {
  return new Histogram<RequestLabel>({
    name: 'http_request_duration_seconds',
    help: 'Time from a request arriving to its answer being sent, by method, matched route pattern and status',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [registry],
  });
}
