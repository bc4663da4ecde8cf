import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { Readiness } from './readiness';

declare module 'fastify' {
  interface FastifyInstance {
    /** What GET /readyz answers; the graceful stop drains it (src/index.ts). */
    readiness: Readiness;
  }
}

const Alive = Type.Object({ status: Type.Literal('ok') }, { additionalProperties: false });
const Ready = Type.Object(
  { status: Type.Union([Type.Literal('ready'), Type.Literal('not ready')]), reasons: Type.Array(Type.String()) },
  { additionalProperties: false },
);

/**
 * `/healthz` (the process answers) and `/readyz` (send it traffic) for a load balancer or an
 * orchestrator. Outside /api: not rate-limited, never cached, and logged only when something is
 * wrong — a balancer asks every second or two, which at `info` would bury every other line.
 */
export async function healthRoutes(app: FastifyInstance, { readiness }: { readiness: Readiness }) {
  const quiet = { logLevel: 'warn' as const };
  app.get('/healthz', { ...quiet, schema: { response: { 200: Alive } } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' as const };
  });
  app.get('/readyz', { ...quiet, schema: { response: { 200: Ready, 503: Ready } } }, async (_request, reply) => {
    const reasons = await readiness.check();
    reply.header('cache-control', 'no-store');
    return reply.code(reasons.length ? 503 : 200).send({ status: reasons.length ? 'not ready' : 'ready', reasons });
  });
}
