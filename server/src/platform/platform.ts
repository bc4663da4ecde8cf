import zlib from 'node:zlib';
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config/config';
import type { Db } from './db/client';
import type { AppContext } from './http/context';
import { errorHandling } from './http/errors';
import { AJV_OPTIONS, refuseMalformedText } from './http/inputs';
import { publishContract } from './http/openapi';
import { readablePageUrl } from './http/pageAddress';
import { echoRequestId, requestIds } from './http/requestId';
import { enforceContracts } from './http/responses';
import { securityHeaders } from './http/security';
import { perClientLimits } from './limits/perClient';
import { healthRoutes } from './operations/health';
import { createMetrics, httpMetrics, timedDb, type Metrics } from './operations/metrics';
import { Readiness } from './operations/readiness';
import { requestLogLine } from './http/logUrls';

const BODY_LIMIT = 100 * 1024;

declare module 'fastify' {
  interface FastifyInstance {
    /** The Prometheus registry and metrics of this app (served on METRICS_PORT, see index.ts). */
    metrics: Metrics;
  }
}

export interface PlatformOptions {
  config: Config;
  db: Db;
  /** Where the log goes instead of stdout (tests read it). */
  logStream?: { write(line: string): void };
}

/**
 * What every module's routes stand on, registered before any of them: request ids and metrics,
 * security headers, one error handling, the guard against unstorable text, every answer held to
 * its schema, the OpenAPI document, CORS, the per-client budget, compression. Returns the app and
 * the context each module is handed.
 */
export async function platform({ config, db: opened, logStream }: PlatformOptions): Promise<{ app: FastifyInstance; ctx: AppContext }> {
  const metrics = createMetrics(() => opened.poolStats());
  const db = timedDb(opened, metrics);
  const app = Fastify({
    logger: { level: config.logLevel, serializers: { req: requestLogLine }, ...(logStream && { stream: logStream }) },
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
    readiness: new Readiness(db, {
      onWarmFailure: (copy, err) => app.log.warn({ err }, `${copy} copy not built; the next readiness check or request builds it`),
    }),
    metrics,
    kept: new Map(),
  };

  app.decorate('metrics', metrics);
  httpMetrics(app, metrics);
  echoRequestId(app);
  await securityHeaders(app);
  errorHandling(app);
  refuseMalformedText(app);
  await enforceContracts(app);
  await publishContract(app, config.publicUrl);

  // Forms arrive as HTML forms post them (the simulated bank's pages); a few lines here spare a dependency.
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
  await perClientLimits(app, db);
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
  return { app, ctx };
}

/**
 * Health and readiness, once every module has said which copies it needs: /healthz, /readyz, and
 * the copies built once the server listens (tests, which never listen, build them when they first
 * ask); until then /readyz says not ready.
 */
export async function operations(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.addHook('onListen', async () => ctx.readiness.warmUp());
  app.decorate('readiness', ctx.readiness);
  await app.register(healthRoutes, { readiness: ctx.readiness });
}
