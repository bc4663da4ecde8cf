import path from 'node:path';
import type { FastifyRequest } from 'fastify';

/**
 * The one place that tells the shop's pages from the rest: an address outside /api and /media
 * with no file extension is a page of the app (or of nothing: then the app says so). Pages are
 * answered with the app whatever their query holds — the app reads its parameters itself and
 * ignores what it cannot use — while the API refuses what it cannot read.
 */
export function isPageAddress(url: string): boolean {
  const pathname = url.split('?')[0]!;
  return !/^\/(api|media)(\/|$)/.test(pathname) && !path.posix.extname(pathname);
}

/**
 * A request for a page: what the app's HTML answers, whatever `Accept` says. Link previews
 * (WhatsApp, the way most shoppers here share a product) and many crawlers send `Accept: *\/*` or
 * none; only `/api/…` answers JSON.
 */
export function isPageRequest(request: Pick<FastifyRequest, 'method' | 'url'>): boolean {
  return (request.method === 'GET' || request.method === 'HEAD') && isPageAddress(request.url);
}

// A run of %XX escapes: read together, since one character's UTF-8 bytes take several.
const ESCAPES = /(?:%[0-9a-f]{2})+/gi;

/**
 * A page address whose path the router or the file server cannot read (`/product/%zz`, a lone `%`,
 * UTF-8 cut short or naming a lone surrogate, an escaped NUL) with those escapes written as the
 * literal text they are, so that it is answered like any page instead of refused. Only the server
 * reads the rewritten form: the browser keeps its address, and the app reads it itself. Any other
 * address is returned as it came (the API keeps refusing what it cannot read), and so is the query:
 * its parser never refuses junk.
 */
export function readablePageUrl(url: string): string {
  const queryAt = url.indexOf('?');
  const pathname = queryAt === -1 ? url : url.slice(0, queryAt);
  if (!isPageAddress(pathname) || readable(pathname)) return url;
  const repaired = pathname
    .replace(/%(?![0-9a-f]{2})/gi, '%25')
    .replace(ESCAPES, (run) => (readable(run) ? run : run.replace(/%/g, '%25')));
  return repaired + (queryAt === -1 ? '' : url.slice(queryAt));
}

function readable(text: string): boolean {
  try {
    return !decodeURIComponent(text).includes('\0');
  } catch {
    return false;
  }
}
