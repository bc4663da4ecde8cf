/**
 * `npm run pages`: the built app's page server alone, in front of any API that follows the spec.
 * It serves dist/ (the files, hashed ones cached for a year) and draws every page with its data,
 * read from API_BASE_URL. No database, no API of its own.
 *
 *   API_BASE_URL=https://api.shop.in/api/v1 PUBLIC_URL=https://www.shop.in npm run pages
 */
import path from 'node:path';
import zlib from 'node:zlib';
import Fastify from 'fastify';
import compress from '@fastify/compress';
import { Type } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { PROJECT_ROOT, trustProxy } from './config';
import { loadPageServer, serveApp } from './platform/http/pages';
import { echoRequestId, forwardRequestId, requestIds } from './platform/http/requestId';
import { securityHeaders } from './platform/http/security';

const ENV = Type.Object({
  API_BASE_URL: Type.String({ pattern: '^https?://', description: 'the API as this server reaches it, an absolute http(s) URL' }),
  PORT: Type.String({ pattern: '^[0-9]{1,5}$', default: '3000', description: 'a port number' }),
  HOST: Type.String({ default: '127.0.0.1', description: 'a host name or address' }),
  PUBLIC_URL: Type.Optional(Type.String({ pattern: '^https?://[^/?#\\s]+/?$', description: 'an http(s) origin without a path' })),
  SERVE_APP: Type.String({ default: 'dist', description: 'the folder of a built app' }),
  PAGE_DATA_TIMEOUT_MS: Type.String({ pattern: '^[0-9]{1,9}$', default: '800', description: 'a number of milliseconds' }),
  PAGE_CACHE_MS: Type.String({ pattern: '^[0-9]{1,9}$', default: '10000', description: 'a number of milliseconds' }),
  LOG_LEVEL: Type.String({ default: 'info', description: 'a pino log level' }),
  TRUST_PROXY: Type.Optional(Type.String({ description: 'true, false or a comma-separated list of proxy addresses' })),
});

function readEnv() {
  const given = Object.fromEntries(
    Object.keys(ENV.properties)
      .map((name) => [name, process.env[name]?.trim()])
      .filter(([, v]) => v),
  );
  const env = Value.Default(ENV, given);
  const wrong = Value.Errors(ENV, env).First();
  if (wrong) {
    console.error(
      `Cannot start the page server: ${wrong.path.slice(1)} must be ${wrong.schema.description ?? 'valid'}, got "${String(wrong.value ?? '')}"`,
    );
    process.exit(1);
  }
  return env as {
    API_BASE_URL: string;
    PORT: string;
    HOST: string;
    PUBLIC_URL?: string;
    SERVE_APP: string;
    PAGE_DATA_TIMEOUT_MS: string;
    PAGE_CACHE_MS: string;
    LOG_LEVEL: string;
    TRUST_PROXY?: string;
  };
}

async function main() {
  const env = readEnv();
  const port = Number(env.PORT);
  const publicUrl = new URL(env.PUBLIC_URL ?? `http://${env.HOST === '0.0.0.0' ? 'localhost' : env.HOST}:${port}`).origin;
  const appDir = path.resolve(PROJECT_ROOT, env.SERVE_APP);
  const trusted = trustProxy(env.TRUST_PROXY);
  // Request ids as the reference server keeps them (a trusted balancer's, else new), sent on to the API.
  const app = Fastify({ logger: { level: env.LOG_LEVEL }, genReqId: requestIds(trusted), trustProxy: trusted });
  echoRequestId(app);
  const pages = loadPageServer({
    appDir,
    apiBaseUrl: env.API_BASE_URL,
    publicUrl,
    dataTimeoutMs: Number(env.PAGE_DATA_TIMEOUT_MS),
    pageCacheMs: Number(env.PAGE_CACHE_MS),
    fetchFn: forwardRequestId(fetch),
    onError: (error, url) => app.log.error({ err: error, url }, 'page could not be drawn; sent the shell'),
  });
  if (!pages) {
    console.error(`Cannot start the page server: ${appDir} has no page server (server/pages.js); build with \`npm run build\``);
    process.exit(1);
  }
  await securityHeaders(app);
  await app.register(compress, { threshold: 1024, brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } } });
  // The browser talks to the API the app was built for; on another origin the pages' policy allows it.
  const clientApi = pages.clientApiBase();
  const apiOrigins = /^https?:\/\//i.test(clientApi) && new URL(clientApi).origin !== publicUrl ? [new URL(clientApi).origin] : [];
  await serveApp(app, { appDir, pages, connectOrigins: apiOrigins });
  await app.listen({ port, host: env.HOST });
  console.log(`Pages ready at ${publicUrl}/ (data from ${env.API_BASE_URL})`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
