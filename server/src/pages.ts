/**
 * `npm run pages`: the built app's page server alone, in front of any API that follows the spec.
 * It serves dist/ (the files, hashed ones cached for a year) and draws every page with its data,
 * read from API_BASE_URL. No database, no API of its own. Its settings are the API's own
 * declarations with the page server's defaults (pageServerSettings).
 *
 *   API_BASE_URL=https://api.shop.in/api/v1 PUBLIC_URL=https://www.shop.in npm run pages
 */
import zlib from 'node:zlib';
import Fastify from 'fastify';
import compress from '@fastify/compress';
import { loadPageServer, pageServerSettings, serveApp } from './modules/pages';
import { projectPath, publicOrigin, trustProxy } from './platform/config/config';
import { readSettings } from './platform/config/settings';
import { echoRequestId, forwardRequestId, requestIds } from './platform/http/requestId';
import { requestLogLine } from './platform/http/logUrls';
import { securityHeaders } from './platform/http/security';

function readEnv() {
  try {
    return readSettings(pageServerSettings, process.env);
  } catch (err) {
    console.error(`Cannot start the page server: ${(err as Error).message}`);
    process.exit(1);
  }
}

async function main() {
  const env = readEnv();
  const port = env.PORT;
  const publicUrl = publicOrigin(env.PUBLIC_URL, env.HOST, port);
  const appDir = projectPath(env.SERVE_APP);
  const trusted = trustProxy(env.TRUST_PROXY);
  // Request ids as the reference server keeps them (a trusted balancer's, else new), sent on to the API.
  const app = Fastify({
    logger: { level: env.LOG_LEVEL, serializers: { req: requestLogLine } },
    genReqId: requestIds(trusted),
    trustProxy: trusted,
  });
  echoRequestId(app);
  const pages = loadPageServer({
    appDir,
    apiBaseUrl: env.API_BASE_URL,
    publicUrl,
    dataTimeoutMs: env.PAGE_DATA_TIMEOUT_MS,
    pageCacheMs: env.PAGE_CACHE_MS,
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
