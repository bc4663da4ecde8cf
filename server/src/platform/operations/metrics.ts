import Fastify, { type FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Db, PoolStats } from '../db/client';

// Seconds; an API answer takes milliseconds, a page tens of them, a slow one up to the data timeout.
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];
const QUERY_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1];

/**
 * The server's Prometheus metrics, on a registry of its own per app (tests build many apps in one
 * process; prom-client's global registry would refuse the second set of names).
 */
export function createMetrics(poolStats: () => PoolStats) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  const metrics = {
    registry,
    httpRequests: new Counter({
      name: 'http_requests_total',
      help: 'HTTP requests answered, by method, route pattern and status code',
      labelNames: ['method', 'route', 'status'] as const,
      registers,
    }),
    httpDuration: new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from a request arriving to its answer being sent, by method, route pattern and status code',
      labelNames: ['method', 'route', 'status'] as const,
      buckets: LATENCY_BUCKETS,
      registers,
    }),
    pageRenders: new Histogram({
      name: 'page_render_duration_seconds',
      help: 'Pages answered by the page server and the time each took, by outcome (drawn, degraded, cached, shell)',
      labelNames: ['outcome'] as const,
      buckets: LATENCY_BUCKETS,
      registers,
    }),
    pageCache: new Counter({
      name: 'page_cache_lookups_total',
      help: "Page requests answered from the page server's own copy (hit) or drawn (miss)",
      labelNames: ['result'] as const,
      registers,
    }),
    answerCache: new Counter({
      name: 'catalogue_cache_lookups_total',
      help: 'Lookups in the catalogue cache (answers and their parts), by shelf and result (hit, miss)',
      labelNames: ['shelf', 'result'] as const,
      registers,
    }),
    shareCardDraws: new Counter({
      name: 'share_card_draws_total',
      help: "Link preview cards (PNG) drawn from a product's artwork; every other request for one is served from memory",
      registers,
    }),
    dbQueries: new Histogram({
      name: 'db_query_duration_seconds',
      help: 'Database statements and the time each took, by outcome (ok, error)',
      labelNames: ['outcome'] as const,
      buckets: QUERY_BUCKETS,
      registers,
    }),
  };
  const pool = (name: string, help: string, read: (s: PoolStats) => number) =>
    new Gauge({
      name,
      help,
      registers,
      collect() {
        this.set(read(poolStats()));
      },
    });
  pool('db_pool_connections', 'Database connections open (PGlite: one)', (s) => s.total);
  pool('db_pool_idle_connections', 'Database connections open and idle', (s) => s.idle);
  pool('db_pool_waiting_requests', 'Statements waiting for a free connection', (s) => s.waiting);
  return metrics;
}

export type Metrics = ReturnType<typeof createMetrics>;

/** Times every statement the app runs, in transactions too. */
export function timedDb(db: Db, metrics: Metrics): Db {
  return db.observe((seconds, ok) => metrics.dbQueries.labels(ok ? 'ok' : 'error').observe(seconds));
}

/**
 * Counts and times every answer by its route's pattern (`/api/v1/products/:id`), never the raw
 * URL, so the series stay bounded whatever addresses are asked for; what no route matched is
 * `unmatched` (the pages the page server draws among them: see page_render_duration_seconds).
 */
export function httpMetrics(app: FastifyInstance, metrics: Metrics) {
  app.addHook('onResponse', async (request, reply) => {
    const labels = {
      method: request.method,
      route: request.routeOptions.url ?? 'unmatched',
      status: String(reply.statusCode),
    };
    metrics.httpRequests.inc(labels);
    metrics.httpDuration.observe(labels, reply.elapsedTime / 1000);
  });
}

/**
 * The listener for METRICS_PORT: /metrics and nothing else, apart from the shop's port so the
 * figures reach the monitoring network only (nothing to sign in to, nothing a shopper can reach).
 */
export async function metricsServer(registry: Registry): Promise<FastifyInstance> {
  const server = Fastify({ logger: false });
  server.get('/metrics', async (_request, reply) => {
    // Plain text for a scraper; a browser that opens it runs and frames nothing.
    reply
      .header('content-type', registry.contentType)
      .header('cache-control', 'no-store')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; frame-ancestors 'none'")
      .header('x-frame-options', 'DENY');
    return registry.metrics();
  });
  return server;
}
