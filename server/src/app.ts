import zlib from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import { httpErrors } from '@fastify/sensible';
import { resolveTokenSecret } from './auth/token';
import { CatalogueCache } from './search/catalogueCache';
import type { Config } from './config';
import type { Db } from './db/client';
import { placesOf } from './delivery/places';
import { deliveryRules } from './delivery/service';
import type { AppContext } from './http/context';
import { enforceContracts } from './http/contract';
import { errorHandling } from './http/errors';
import { AJV_OPTIONS, refuseMalformedText } from './http/inputs';
import { injectFetch } from './http/injectFetch';
import { publishContract } from './http/openapi';
import { readablePageUrl } from './http/pageAddress';
import { loadPageServer, serveApp } from './http/pages';
import { securityHeaders } from './http/security';
import { bankRoutes } from './routes/bank';
import { deliveryRoutes } from './routes/delivery';
import { mediaRoutes } from './routes/media';
import { orderRoutes } from './routes/orders';
import { paymentRoutes } from './routes/payments';
import { productRoutes } from './routes/products';
import { reviewRoutes } from './routes/reviews';
import { searchRoutes } from './routes/search';
import { seoRoutes } from './routes/seo';
import { storeRoutes } from './routes/store';
import { userRoutes } from './routes/users';
import { healthRoutes } from './lifecycle/healthRoutes';
import { createMetrics, httpMetrics, timedDb, type Metrics } from './lifecycle/metrics';
import { drawingLog, echoRequestId, requestIds } from './http/requestId';
import { Readiness } from './lifecycle/readiness';
import { catalogueOf } from './search/results';
import { ProductRatings } from './reviews/ratings';
import { rateLimitStore } from './limits/sharedLimits';

export const API_PREFIX = '/api/v1';
const BODY_LIMIT = 100 * 1024;

export interface BuildAppOptions {
  config: Config;
  db: Db;
  /** Where the log goes instead of stdout (tests read it). */
  logStream?: { write(line: string): void };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The Prometheus registry and metrics of this app (served on METRICS_PORT, see index.ts). */
    metrics: Metrics;
  }
}

/**
 * The built app's page server, reading this server's own API without leaving the process (no
 * socket, no port to know): the pages and the API are one deployment here.
 */
function referencePages(app: FastifyInstance, config: Config, metrics: Metrics) {
  const apiBaseUrl = `${config.publicUrl}${API_PREFIX}`;
  return loadPageServer({
    appDir: config.serveApp!,
    apiBaseUrl,
    publicUrl: config.publicUrl,
    dataTimeoutMs: config.pageDataTimeoutMs,
    pageCacheMs: config.pageCacheMs,
    fetchFn: injectFetch(app),
    onError: (error, url) => (drawingLog() ?? app.log).error({ err: error, url }, 'page could not be drawn; sent the shell'),
    onPage: (outcome, ms) => {
      metrics.pageRenders.labels(outcome).observe(ms / 1000);
      if (outcome !== 'shell') metrics.pageCache.labels(outcome === 'cached' ? 'hit' : 'miss').inc();
    },
  });
}

/** The whole HTTP surface, without listening: tests drive it with app.inject. */
export async function buildApp({ config, db: store, logStream }: BuildAppOptions): Promise<FastifyInstance> {
  const metrics = createMetrics(() => store.poolStats());
  const db = timedDb(store, metrics);
  const app = Fastify({
    logger: { level: config.logLevel, ...(logStream && { stream: logStream }) },
    genReqId: requestIds(config.trustProxy),
    bodyLimit: BODY_LIMIT,
    ajv: { customOptions: AJV_OPTIONS },
    trustProxy: config.trustProxy,
    // A page address the router cannot decode is still a page (see readablePageUrl).
    rewriteUrl: (request) => readablePageUrl(request.url ?? '/'),
  });
  const ctx: AppContext = {
    db,
    config,
    tokenSecret: await resolveTokenSecret(db, config.tokenSecret),
    // On the database as opened: an import in this process empties the caches of that object (catalogChanged).
    cache: new CatalogueCache(store, { onLookup: (shelf, hit) => metrics.answerCache.labels(shelf, hit ? 'hit' : 'miss').inc() }),
    delivery: deliveryRules(config),
    readiness: new Readiness(db, { catalogue: () => catalogueOf(ctx), places: () => placesOf(db) }, (copy, err) =>
      app.log.warn({ err }, `${copy} copy not built; the next readiness check or request builds it`),
    ),
    ratings: new ProductRatings(db),
  };

  app.decorate('metrics', metrics);
  httpMetrics(app, metrics);
  echoRequestId(app);
  await securityHeaders(app);
  errorHandling(app);
  refuseMalformedText(app);
  await enforceContracts(app);
  await publishContract(app, config.publicUrl);

  // Card payments come back from an HTML form; a few lines here spare a dependency.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  await app.register(cors, {
    origin: config.corsOrigins,
    credentials: true,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['Authorization', 'Content-Type', 'Idempotency-Key'],
    exposedHeaders: ['Retry-After', 'Idempotent-Replayed', 'X-Request-Id'],
    maxAge: 600,
  });
  await app.register(rateLimit, {
    global: false,
    // Counted in PostgreSQL when instances share it, so N of them allow what one does.
    ...(await rateLimitStore(db)),
    errorResponseBuilder: () => httpErrors.tooManyRequests('Too many requests. Please try again later.'),
  });
  await app.register(compress, {
    threshold: 1024,
    // Brotli's default (quality 11) is far too slow for per-request JSON; quality 3 makes a 17 KB
    // search answer 3 % bigger than 4 did (3,994 bytes against 3,890) in 0.08 ms instead of 0.14.
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 3 } },
    // Answers up to 64 KB (a search page is about 17 KB) in one call: the streaming path pays off
    // only with idle cores, and this API shares its two with the database (a 17 KB answer cost
    // 0.7 ms of the event loop streamed, 0.15 ms in one call).
    syncThreshold: 65536,
  });

  const limited = { ...ctx, rateLimit: { max: config.rateLimitMax, timeWindow: 60_000 } };
  await app.register(
    async (api) => {
      await api.register(storeRoutes, ctx);
      await api.register(productRoutes, ctx);
      await api.register(reviewRoutes, ctx);
      await api.register(searchRoutes, ctx);
      await api.register(userRoutes, limited);
      await api.register(orderRoutes, limited);
      await api.register(paymentRoutes, ctx);
      await api.register(bankRoutes, ctx);
      await api.register(deliveryRoutes, ctx);
    },
    { prefix: API_PREFIX },
  );
  await app.register(mediaRoutes, { ...ctx, onShareCardDrawn: () => metrics.shareCardDraws.inc() });

  await app.register(seoRoutes, ctx);

  // The catalogue copy that listings and searches read is built once the server listens, not by
  // the first shopper's request (0.3 s at 20,000 products, 1.8 s at 100,000); until then /readyz
  // says not ready. Tests, which never listen, build it when they first ask.
  app.addHook('onListen', async () => ctx.readiness.warmUp());
  app.decorate('readiness', ctx.readiness);
  await app.register(healthRoutes, { readiness: ctx.readiness });

  if (config.serveApp) {
    await serveApp(app, { appDir: config.serveApp, pages: referencePages(app, config, metrics), publicUrl: config.publicUrl });
  } else {
    app.setNotFoundHandler((_request, reply) => reply.code(404).send({ error: 'Not found' }));
  }

  return app;
}
