import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../http/context';
import type { ShopModule } from '../module';
import { adminToken, sameToken } from './token';

/** Where the shop's own commands reach the running shop (stock, orders, reviews…): never under the API shoppers' browsers call. */
export const ADMIN_PREFIX = '/admin/v1';

const BEARER = /^Bearer ([A-Za-z0-9._~+/=-]+)$/;

/**
 * Browsers send Origin on every cross-site request and Sec-Fetch-Site on every request to a
 * trustworthy origin (Chromium, Firefox, Safari 16.4+): a request carrying either came from a
 * page, and a page never gets to drive the shop, even one that learnt the token. (Sec-Fetch-Mode
 * says nothing: Node's own fetch sends it too.)
 */
const fromBrowser = (request: FastifyRequest) => request.headers.origin !== undefined || request.headers['sec-fetch-site'] !== undefined;

function refuse(reply: FastifyReply, status: number, error: string) {
  return reply.code(status).header('cache-control', 'no-store').send({ error });
}

/**
 * The admin API: each module's `admin` routes under ADMIN_PREFIX, behind the shop's admin token
 * (`Authorization: Bearer …`), for programs only, answers never cached, left out of the public
 * OpenAPI document (they are the shop's, not the shoppers').
 */
export async function adminApi(app: FastifyInstance, ctx: AppContext, modules: readonly ShopModule[]): Promise<void> {
  const token = await adminToken(ctx);
  await app.register(
    async (admin) => {
      admin.addHook('onRoute', (route) => {
        route.schema = { ...route.schema, hide: true };
      });
      admin.addHook('onRequest', async (request, reply) => {
        if (fromBrowser(request)) return refuse(reply, 403, 'The admin API does not answer browsers.');
        const given = BEARER.exec(request.headers.authorization ?? '')?.[1];
        if (!given || !sameToken(given, token)) return refuse(reply, 401, 'The admin token is missing or wrong.');
      });
      admin.addHook('onSend', async (_request, reply) => {
        reply.header('cache-control', 'no-store');
      });
      admin.setNotFoundHandler((request, reply) => refuse(reply, 404, `No admin call ${request.method} ${request.url}.`));
      for (const module of modules) if (module.admin) await admin.register(module.admin, ctx);
    },
    { prefix: ADMIN_PREFIX },
  );
}
