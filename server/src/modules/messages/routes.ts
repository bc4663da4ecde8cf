import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppContext } from '../../platform/http/context';
import { isUuid } from '../../platform/http/inputs';
import { responses } from '../../platform/http/responses';
import { clientBudget } from '../../platform/limits/perClient';
import { requireUser } from '../accounts';
import { MessagePreferencesDto, UnsubscribeQuery } from './contract';
import { optOutAddress, preferencesOf, savePreferences, unsubscribe } from './repository';
import { isUnsubscribeSignature } from './unsubscribe';
import { unsubscribePage } from './unsubscribePage';

const page = { content: { 'text/html': { schema: Type.String() } } };

function html(reply: FastifyReply, status: number, body: string) {
  return reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header(
      'content-security-policy',
      "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
    )
    .send(body);
}

export async function messageRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get('/account/messages', { schema: { response: responses({ 200: MessagePreferencesDto }) } }, async (request) => {
    const user = await requireUser(ctx, request);
    return preferencesOf(ctx.db, user.id);
  });

  app.put(
    '/account/messages',
    { schema: { body: MessagePreferencesDto, response: responses({ 200: MessagePreferencesDto }) } },
    async (request) => {
      const user = await requireUser(ctx, request);
      await savePreferences(ctx.db, user.id, request.body);
      return preferencesOf(ctx.db, user.id);
    },
  );

  // An account's id, or the address of a visitor without one.
  const linkOk = async (q: UnsubscribeQuery) => (isUuid(q.u) || q.u.includes('@')) && (await isUnsubscribeSignature(ctx, q.u, q.s));
  const unsubscribed = async (u: string) => (isUuid(u) ? unsubscribe(ctx.db, u) : optOutAddress(ctx.db, u).then(() => true));
  const unsubscribeSchema = { querystring: UnsubscribeQuery, response: responses({ 200: page, 404: page }) };
  const options = { config: { rateLimit: clientBudget(ctx) }, schema: unsubscribeSchema };

  // The link opens a page with a button: mail scanners follow links, and must not unsubscribe anyone.
  app.get('/messages/unsubscribe', options, async (request, reply) =>
    (await linkOk(request.query)) ? html(reply, 200, unsubscribePage('ask', request.url)) : html(reply, 404, unsubscribePage('unknown')),
  );

  // The page's button, and mail programs' one-click unsubscribe (RFC 8058), which POST to the same address.
  app.post('/messages/unsubscribe', options, async (request, reply) => {
    if (!(await linkOk(request.query)) || !(await unsubscribed(request.query.u))) return html(reply, 404, unsubscribePage('unknown'));
    return html(reply, 200, unsubscribePage('done'));
  });
}
