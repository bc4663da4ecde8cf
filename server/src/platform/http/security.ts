import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyInstance, FastifyReply } from 'fastify';

type Directives = Record<string, string[]>;

/** The policy the built React app runs under (MUI/Emotion inject <style> tags, hence inline styles). */
const APP_DIRECTIVES: Directives = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
  'base-uri': ["'self'"],
  'object-src': ["'none'"],
};

// JSON answers are never rendered as documents, so they get the tightest policy.
const API_DIRECTIVES: Directives = { 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] };

/** Exactly these directives, without helmet's defaults (which would add upgrade-insecure-requests and more). */
const csp = (directives: Directives) => ({ useDefaults: false, directives });

/** The app's policy as helmet writes it in the header, for tests and checks. */
export const APP_CSP = Object.entries(APP_DIRECTIVES)
  .map(([name, values]) => [name, ...values].join(' '))
  .join(';');

const HELMET: FastifyHelmetOptions = {
  contentSecurityPolicy: csp(API_DIRECTIVES),
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  xFrameOptions: { action: 'deny' },
  // The app may run on another origin than the API (e.g. :3000 beside :8080) and loads /media
  // pictures from it: a same-origin resource policy would block them.
  crossOriginResourcePolicy: false,
  // Sent below, and over https only: what the request came by is known only per request.
  strictTransportSecurity: false,
};

// Helmet has no Permissions-Policy; the app needs none of these features.
const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=()';

/**
 * Gives an HTML document of the built app its policy instead of the API's (call before sending it).
 * `apiOrigins`: an API on another origin the pages read and show pictures from (a page server in
 * front of another API). `scriptHashes`: the build's own inline scripts ('sha256-…'), which run
 * by their hash alone.
 */
export function appDocumentHeaders(reply: FastifyReply, apiOrigins: string[] = [], scriptHashes: string[] = []) {
  const directives: Directives = { ...APP_DIRECTIVES };
  if (apiOrigins.length) {
    directives['connect-src'] = [...APP_DIRECTIVES['connect-src']!, ...apiOrigins];
    directives['img-src'] = [...APP_DIRECTIVES['img-src']!, ...apiOrigins];
  }
  if (scriptHashes.length) directives['script-src'] = [...APP_DIRECTIVES['script-src']!, ...scriptHashes];
  reply.helmet({ contentSecurityPolicy: csp(directives) });
}

/**
 * Security headers on every answer (helmet), the API's CSP by default. Routes that send a document
 * of their own (the bank's pages, SVG pictures) set their own Content-Security-Policy, which wins.
 */
export async function securityHeaders(app: FastifyInstance) {
  await app.register(helmet, HELMET);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    if (request.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
  });
}
