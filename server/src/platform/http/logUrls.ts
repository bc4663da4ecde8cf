import type { FastifyRequest } from 'fastify';

/**
 * Query parameters that carry a link's secret or a shopper's address: a password reset link's
 * token, an unsubscribe link's signature and whom it is for. Their values never reach a log line.
 */
const HIDDEN_PARAMETERS = new Set(['token', 's', 'u']);

/** The address as a log may keep it: those parameters' values replaced; never throws. */
export function loggableUrl(url: string): string {
  const start = url.indexOf('?');
  if (start < 0) return url;
  const params = new URLSearchParams(url.slice(start + 1));
  let hidden = false;
  for (const key of new Set(params.keys())) {
    if (!HIDDEN_PARAMETERS.has(key)) continue;
    params.set(key, '[hidden]');
    hidden = true;
  }
  return hidden ? `${url.slice(0, start)}?${params.toString()}` : url;
}

/** Fastify's request line in the log ("incoming request"), with the address made loggable. */
export function requestLogLine(request: FastifyRequest) {
  return {
    method: request.method,
    url: loggableUrl(request.url),
    hostname: request.hostname,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
