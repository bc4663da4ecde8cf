#!/usr/bin/env node
/**
 * Serves the minimal app (bench/minimal/dist, then bench/minimal/public) on PORT the way the
 * reference server serves the storefront — the same compression settings, the same cache headers,
 * an SPA fallback, robots.txt and a 404 for unknown files — so that only the app differs between
 * the two Lighthouse measurements.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import Fastify from 'fastify';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';

const dir = path.dirname(fileURLToPath(import.meta.url));
const HASHED_ASSET = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;

const app = Fastify({ logger: false });
await app.register(compress, {
  threshold: 1024,
  brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
});
app.get('/robots.txt', async (_request, reply) => reply.type('text/plain; charset=utf-8').send('User-agent: *\nAllow: /\n'));
await app.register(fastifyStatic, {
  root: [path.join(dir, 'dist'), path.join(dir, 'public')],
  cacheControl: false,
  setHeaders(reply, filePath) {
    const name = path.basename(filePath);
    reply.header(
      'cache-control',
      name.endsWith('.html') ? 'no-cache' : HASHED_ASSET.test(name) ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
    );
  },
});
app.setNotFoundHandler((request, reply) => {
  const wantsPage = (request.headers.accept ?? '').includes('text/html') && !path.posix.extname(request.url.split('?')[0]);
  return wantsPage ? reply.sendFile('index.html', path.join(dir, 'dist')) : reply.code(404).send('Not found');
});

const port = Number(process.env.PORT ?? 4351);
await app.listen({ port, host: process.env.HOST ?? '127.0.0.1' });
console.log(`minimal app at http://127.0.0.1:${port}/`);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => app.close().then(() => process.exit(0)));
