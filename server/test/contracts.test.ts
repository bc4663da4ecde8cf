/**
 * The wire contract is executable: routes must declare their answers, and an answer that breaks
 * its schema is the server's error (500), never a field silently dropped or coerced on the way out.
 */
import { Type } from '@sinclair/typebox';
import Fastify, { type FastifyInstance } from 'fastify';
import { ErrorBody, ProductImageDto } from '../src/contracts';
import { responses, enforceContracts } from '../src/platform/http/responses';
import { errorHandling } from '../src/platform/http/errors';

async function bareApp(): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  errorHandling(app);
  await enforceContracts(app);
  return app;
}

describe('routes and their contracts', () => {
  it('refuses to start with an API route that declares no answers', async () => {
    const app = await bareApp();
    expect(() => app.get('/api/v1/undeclared', async () => ({ ok: true }))).toThrow('GET /api/v1/undeclared has no response schema');
    await app.close();
  });

  it('answers 500, not the drifted body, when an answer breaks its schema', async () => {
    const app = await bareApp();
    const drifts: Record<string, unknown> = {
      'an extra field': { url: '/x.svg', alt: 'picture' },
      'a missing field': {},
      'a wrong type': { url: 42 },
    };
    app.get<{ Params: { case: string } }>(
      '/api/v1/picture/:case',
      { schema: { response: responses({ 200: ProductImageDto }) } },
      async (request) => drifts[request.params.case] as never,
    );
    app.get('/api/v1/undeclared-status', { schema: { response: responses({ 200: ProductImageDto }) } }, async (_request, reply) => {
      reply.code(202);
      return { url: '/x.svg' };
    });
    for (const name of Object.keys(drifts)) {
      const res = await app.inject({ url: `/api/v1/picture/${encodeURIComponent(name)}` });
      expect([name, res.statusCode, res.json()]).toEqual([name, 500, { error: 'Internal server error' }]);
    }
    expect((await app.inject({ url: '/api/v1/undeclared-status' })).statusCode).toBe(500);
    await app.close();
  });

  it('sends answers that keep to their schema as they are, and errors as { error }', async () => {
    const app = await bareApp();
    app.get('/api/v1/picture', { schema: { response: responses({ 200: ProductImageDto }) } }, async () => ({ url: '/x.svg' }));
    app.get('/api/v1/refused', { schema: { response: responses({ 200: Type.Null() }) } }, async () => {
      throw Object.assign(new Error('Not today'), { statusCode: 409 });
    });
    expect((await app.inject({ url: '/api/v1/picture' })).body).toBe('{"url":"/x.svg"}');
    const refused = await app.inject({ url: '/api/v1/refused' });
    expect([refused.statusCode, refused.json()]).toEqual([409, { error: 'Not today' } satisfies ErrorBody]);
    await app.close();
  });
});
