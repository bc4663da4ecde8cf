import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { isPageRequest } from '../../platform/http/pageAddress';
import { prerenderedPages } from './prerendered';
import { asPartOf } from '../../platform/http/requestId';
import { appDocumentHeaders } from '../../platform/http/security';
import type { PageServer, PageServerOptions } from '../../../../rules/pageServer';

interface PageServerBundle {
  createPageServer(options: PageServerOptions): PageServer;
}

/** Where the build puts the page server, inside the app's folder; never served as a file. */
export const PAGE_SERVER_DIR = 'server';
const BUNDLE = path.join(PAGE_SERVER_DIR, 'pages.js');

/**
 * Loads the page server from a built app, at run time: the server imports nothing from the app's
 * sources, and an app built without one (older builds) is served as before (null).
 */
export function loadPageServer(options: PageServerOptions): PageServer | null {
  const file = path.join(options.appDir, BUNDLE);
  if (!fs.existsSync(file)) return null;
  const bundle = createRequire(__filename)(file) as PageServerBundle;
  return bundle.createPageServer(options);
}

/** What the build says of its inline scripts (scripts/InlineScriptPlugin.ts): their hashes for `script-src`. */
const INLINE_SCRIPTS_FILE = 'inline-scripts.json';
const CSP_HASH = /^'sha256-[A-Za-z0-9+/]{43}='$/;

/** The hashes of the built app's inline scripts; none for a build without them (older builds). */
export function inlineScriptHashes(appDir: string): string[] {
  const file = path.join(appDir, INLINE_SCRIPTS_FILE);
  if (!fs.existsSync(file)) return [];
  const listed = (JSON.parse(fs.readFileSync(file, 'utf8')) as { 'script-src'?: unknown })['script-src'];
  // Anything else in the header would widen the policy: only a list of well-formed hashes is taken.
  if (!Array.isArray(listed) || listed.some((h) => typeof h !== 'string' || !CSP_HASH.test(h))) {
    throw new Error(`SERVE_APP: ${INLINE_SCRIPTS_FILE} lists something other than sha256 hashes`);
  }
  return listed as string[];
}

// Whatever the case: a case-insensitive disk would otherwise serve main.js.BR as a file.
const PRECOMPRESSED = /\.(br|gz)$/i;

// Bundlers put a content hash in the file name (main.3f9a1c2b.js): those can be cached for good.
const HASHED_ASSET = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;

interface ServeAppOptions {
  appDir: string;
  /** Draws each page with its data; null: the prerendered pages and index.html, as built. */
  pages: PageServer | null;
  /** Origins besides the shop's own that the app's pages talk to (an API elsewhere). */
  connectOrigins?: string[];
  /** The shop's public origin, which the API's picture URLs are made on (PUBLIC_URL). */
  publicUrl?: string;
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * A server on this machine answers under every loopback name, but the API's pictures carry the one
 * its public origin names: a page opened at http://localhost:8080 of a server on 127.0.0.1:8080
 * shows pictures from http://127.0.0.1:8080, which `'self'` does not cover. Its policy then names
 * that origin too; any other host (a shop's real name) gets the policy unchanged.
 */
function loopbackAlias(request: FastifyRequest, publicUrl: string | undefined): string[] {
  if (!publicUrl) return [];
  const shop = new URL(publicUrl);
  let asked: URL;
  try {
    asked = new URL(`${shop.protocol}//${request.host}`);
  } catch {
    return [];
  }
  const alias = LOOPBACK.has(shop.hostname) && LOOPBACK.has(asked.hostname) && asked.port === shop.port;
  return alias && asked.origin !== shop.origin ? [shop.origin] : [];
}

/**
 * Serves a built app: its files (hashed ones cached for a year), and every page address with the
 * page server's answer — the page with its data, or the app's shell. The API and other routes
 * answer first; this handles what none of them does.
 */
export async function serveApp(app: FastifyInstance, { appDir, pages, connectOrigins = [], publicUrl }: ServeAppOptions) {
  if (!fs.existsSync(path.join(appDir, 'index.html'))) {
    throw new Error(`SERVE_APP: no index.html in ${appDir} (build the app first)`);
  }
  const scriptHashes = inlineScriptHashes(appDir);
  const documentHeaders = (reply: FastifyReply) =>
    appDocumentHeaders(reply, [...connectOrigins, ...loopbackAlias(reply.request, publicUrl)], scriptHashes);
  await app.register(fastifyStatic, {
    root: appDir,
    prefix: '/',
    cacheControl: false,
    // The build's own .br and .gz copies, compressed once at the highest settings, where the
    // browser takes them (the per-request compression runs at a fast, lower setting).
    preCompressed: true,
    // `/` is a page like any other: drawn by the page server, not index.html as a file.
    index: pages ? false : undefined,
    // The page server's own code is not for browsers.
    allowedPath: (pathName) => !pathName.startsWith(`/${PAGE_SERVER_DIR}/`) && !PRECOMPRESSED.test(pathName),
    setHeaders(reply, filePath) {
      // The file asked for, whichever copy of it is sent.
      const name = path.basename(filePath).replace(PRECOMPRESSED, '');
      if (name === 'sw.js') {
        // Checked on every visit so a new release is found; scoped to the whole shop. It runs
        // under the app's policy: the API's `default-src 'none'` would forbid its fetches.
        reply.header('cache-control', 'no-cache').header('service-worker-allowed', '/');
        documentHeaders(reply);
        return;
      }
      if (name.endsWith('.html')) documentHeaders(reply);
      reply.header(
        'cache-control',
        name.endsWith('.html') ? 'no-cache' : HASHED_ASSET.test(name) ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
      );
    },
  });
  if (!pages) {
    prerenderedPages(app, appDir);
    app.setNotFoundHandler((request, reply) => {
      if (isPageRequest(request)) return reply.sendFile('index.html');
      return reply.code(404).send({ error: 'Not found' });
    });
    return;
  }
  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    // The API reads the drawing makes in-process log under this request's id.
    const page = await asPartOf(request, () => pages.answer(request.url));
    documentHeaders(reply);
    // The same page for everyone, whatever the Origin (CORS's Vary is for the API's answers).
    reply.removeHeader('vary');
    return reply.code(page.status).headers(page.headers).type('text/html; charset=utf-8').send(page.body);
  };
  // The static files' wildcard route would take `/` for its folder.
  app.get('/', sendPage);
  app.setNotFoundHandler((request, reply) => {
    if (!isPageRequest(request)) return reply.code(404).send({ error: 'Not found' });
    return sendPage(request, reply);
  });
}
