import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import { httpErrors } from '@fastify/sensible';
import fastifyStatic from '@fastify/static';
import { resolveTokenSecret } from './auth/token';
import { AnswerCache } from './catalog/answerCache';
import type { Config } from './config';
import type { Db } from './db/client';
import type { AppContext } from './http/context';
import { enforceContracts } from './http/contract';
import { errorHandling } from './http/errors';
import { AJV_OPTIONS, refuseMalformedText } from './http/inputs';
import { isPageRequest, readablePageUrl } from './http/pages';
import { prerenderedPages } from './http/prerendered';
import { appDocumentHeaders, securityHeaders } from './http/security';
import { bankRoutes } from './routes/bank';
import { mediaRoutes } from './routes/media';
import { orderRoutes } from './routes/orders';
import { paymentRoutes } from './routes/payments';
import { productRoutes } from './routes/products';
import { searchRoutes } from './routes/search';
import { seoRoutes } from './routes/seo';
import { storeRoutes } from './routes/store';
import { userRoutes } from './routes/users';

export const API_PREFIX = '/api/v1';
const BODY_LIMIT = 100 * 1024;

export interface BuildAppOptions {
  config: Config;
  db: Db;
}

// Bundlers put a content hash in the file name (main.3f9a1c2b.js): those can be cached for good.
const HASHED_ASSET = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;

/** The whole HTTP surface, without listening: tests drive it with app.inject. */
export async function buildApp({ config, db }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel },
    bodyLimit: BODY_LIMIT,
    ajv: { customOptions: AJV_OPTIONS },
    trustProxy: config.trustProxy,
    // A page address the router cannot decode is still a page (see readablePageUrl).
    rewriteUrl: (request) => readablePageUrl(request.url ?? '/'),
  });
  const ctx: AppContext = { db, config, tokenSecret: await resolveTokenSecret(db, config.tokenSecret), answers: new AnswerCache(db) };

  await securityHeaders(app);
  errorHandling(app);
  refuseMalformedText(app);
  await enforceContracts(app);

  // Card payments come back from an HTML form; a few lines here spare a dependency.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  await app.register(cors, {
    origin: config.corsOrigins,
    credentials: true,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['Authorization', 'Content-Type', 'Idempotency-Key'],
    exposedHeaders: ['Retry-After', 'Idempotent-Replayed'],
    maxAge: 600,
  });
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: () => httpErrors.tooManyRequests('Too many requests. Please try again later.'),
  });
  await app.register(compress, {
    threshold: 1024,
    // Brotli's default (quality 11) is far too slow for per-request JSON.
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });

  const limited = { ...ctx, rateLimit: { max: config.rateLimitMax, timeWindow: 60_000 } };
  await app.register(
    async (api) => {
      await api.register(storeRoutes, ctx);
      await api.register(productRoutes, ctx);
      await api.register(searchRoutes, ctx);
      await api.register(userRoutes, limited);
      await api.register(orderRoutes, limited);
      await api.register(paymentRoutes, ctx);
      await api.register(bankRoutes, ctx);
    },
    { prefix: API_PREFIX },
  );
  await app.register(mediaRoutes, ctx);

  await app.register(seoRoutes, ctx);

  const appDir = config.serveApp;
  if (appDir) {
    if (!fs.existsSync(path.join(appDir, 'index.html'))) {
      throw new Error(`SERVE_APP: no index.html in ${appDir} (build the app first)`);
    }
    await app.register(fastifyStatic, {
      root: appDir,
      prefix: '/',
      cacheControl: false,
      setHeaders(reply, filePath) {
        const name = path.basename(filePath);
        if (name === 'sw.js') {
          // Checked on every visit so a new release is found; scoped to the whole shop. It runs
          // under the app's policy: the API's `default-src 'none'` would forbid its fetches.
          reply.header('cache-control', 'no-cache').header('service-worker-allowed', '/');
          appDocumentHeaders(reply);
          return;
        }
        if (name.endsWith('.html')) appDocumentHeaders(reply);
        reply.header(
          'cache-control',
          name.endsWith('.html') ? 'no-cache' : HASHED_ASSET.test(name) ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
        );
      },
    });
    prerenderedPages(app, appDir);
  }

  app.setNotFoundHandler((request, reply) => {
    if (appDir && isPageRequest(request)) return reply.sendFile('index.html');
    return reply.code(404).send({ error: 'Not found' });
  });

  return app;
}
