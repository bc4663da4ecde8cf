import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/client';

/** What every route module needs; handed over as plugin options instead of module globals so tests can build many apps. */
export interface AppContext {
  db: Db;
  config: Config;
  tokenSecret: string;
}

export class HttpError extends Error {
  constructor(
    public statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

/** The origin this request reached us on, used to make stored /media paths absolute. */
export function requestOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

export function absoluteUrl(request: FastifyRequest, url: string): string {
  return url.startsWith('/') ? `${requestOrigin(request)}${url}` : url;
}

export function isAllowedOrigin(ctx: AppContext, request: FastifyRequest, origin: string): boolean {
  // URL.origin drops default ports, so http://localhost:80 and http://localhost compare equal.
  const own = new URL(requestOrigin(request)).origin;
  return ctx.config.corsOrigins.includes(origin) || origin === own;
}

export function sendError(reply: FastifyReply, status: number, error: string) {
  return reply.code(status).send({ error });
}
