import { AsyncLocalStorage } from 'node:async_hooks';
import crypto from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import proxyAddr from '@fastify/proxy-addr';

/** A balancer's id of a sane form: no header injection, no log line flooding. */
const SANE_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** The page request whose page is being drawn: the API reads it makes in-process carry its id and logger. */
const drawing = new AsyncLocalStorage<{ id: string; log: FastifyBaseLogger }>();

/** Runs `draw` as part of the request `request`: injected API requests made meanwhile take its id. */
export function asPartOf<T>(request: { id: string; log: FastifyBaseLogger }, draw: () => Promise<T>): Promise<T> {
  return drawing.run({ id: request.id, log: request.log }, draw);
}

/**
 * `fetchFn` sending the id of the page request being drawn as `X-Request-Id`: the standalone page
 * server's reads of an API elsewhere, so that API's log lines of a page lead back to the page's.
 * (A read shared by drawings at once carries the id of the one that asked first.)
 */
export function forwardRequestId(fetchFn: typeof fetch): typeof fetch {
  return (input, init) => {
    const id = drawing.getStore()?.id;
    if (!id) return fetchFn(input, init);
    const request = new Request(input, init);
    request.headers.set('x-request-id', id);
    return fetchFn(request);
  };
}

/** The logger of the page request being drawn, if any (a failed drawing is logged as part of it). */
export const drawingLog = (): FastifyBaseLogger | undefined => drawing.getStore()?.log;

/**
 * Fastify's genReqId: an API read the page server makes in-process keeps its page's id; an
 * `X-Request-Id` of a sane form is taken from a sender TRUST_PROXY trusts (the balancer that
 * made it, the same rule as for X-Forwarded-For); any other request gets a new UUID.
 */
export function requestIds(trustProxy: boolean | string[]) {
  const trusted = trustProxy === false ? () => false : trustProxy === true ? () => true : proxyAddr.compile(trustProxy);
  return (req: IncomingMessage): string => {
    const inProcess = drawing.getStore();
    if (inProcess) return inProcess.id;
    const given = req.headers['x-request-id'];
    const sender = req.socket?.remoteAddress;
    if (typeof given === 'string' && SANE_ID.test(given) && sender && trusted(sender, 0)) return given;
    return crypto.randomUUID();
  };
}

/** Every answer says its id, so a shopper's report or a balancer's log leads to the server's lines. */
export function echoRequestId(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
}
