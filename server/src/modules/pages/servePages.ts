import type { FastifyInstance } from 'fastify';
import { API_PREFIX } from '../../../../rules/api';
import type { AppContext } from '../../platform/http/context';
import { drawingLog } from '../../platform/http/requestId';
import { injectFetch } from './injectFetch';
import { loadPageServer, serveApp } from './serveApp';

/**
 * The built app's page server, reading this server's own API without leaving the process (no
 * socket, no port to know): the pages and the API are one deployment here.
 */
function referencePages(app: FastifyInstance, ctx: AppContext, appDir: string) {
  const { config, metrics } = ctx;
  return loadPageServer({
    appDir,
    apiBaseUrl: `${config.publicUrl}${API_PREFIX}`,
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

/**
 * What answers once no route did, registered last: with SERVE_APP, the built app (its files, and
 * every page address drawn by its page server); without, a JSON 404.
 */
export async function servePages(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const appDir = ctx.config.serveApp;
  if (appDir) await serveApp(app, { appDir, pages: referencePages(app, ctx, appDir), publicUrl: ctx.config.publicUrl });
  else app.setNotFoundHandler((_request, reply) => reply.code(404).send({ error: 'Not found' }));
}
