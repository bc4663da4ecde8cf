import type { FastifyInstance } from 'fastify';

/** The policy the built React app runs under (MUI/Emotion inject <style> tags, hence inline styles). */
export const APP_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "object-src 'none'",
].join('; ');

// JSON answers are never rendered as documents, so they get the tightest policy.
const API_CSP = "default-src 'none'; frame-ancestors 'none'";

export function securityHeaders(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('x-frame-options', 'DENY');
    reply.header('cross-origin-opener-policy', 'same-origin');
    reply.header('permissions-policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=()');
    if (request.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    if (!reply.hasHeader('content-security-policy') && reply.statusCode !== 304) {
      const type = String(reply.getHeader('content-type') ?? '');
      reply.header('content-security-policy', type.startsWith('text/html') ? APP_CSP : API_CSP);
    }
    return payload;
  });
}
