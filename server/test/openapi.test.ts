import { createRequire } from 'node:module';
import { useTestApp } from './helpers';

const t = useTestApp({}, { reset: false });

interface Operation {
  responses?: Record<string, { content?: Record<string, { schema?: object }> }>;
  parameters?: { schema?: object }[];
  requestBody?: { content: Record<string, { schema?: object }> };
}
type Document = { openapi: string; info: object; servers: { url: string }[]; paths: Record<string, Record<string, Operation>> };

const document = async () => {
  const res = await t.app.inject({ url: '/api/v1/openapi.json' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
  return res.json() as Document;
};

/** Every route and method under /api/v1 the app has, read from Fastify's route tree (HEAD is Fastify's own). */
function apiRoutes(): string[] {
  const found: string[] = [];
  const stack: string[] = [];
  for (const line of t.app.printRoutes({ commonPrefix: false }).split('\n')) {
    const m = /^([│ ]*)[├└]── (\S+)(?: \(([^)]*)\))?/.exec(line);
    if (!m) continue;
    const depth = m[1]!.length / 4;
    stack.length = depth;
    stack.push(m[2]!);
    const path = stack.join('');
    for (const method of (m[3] ?? '').split(', ').filter((x) => x && x !== 'HEAD' && x !== 'OPTIONS')) {
      if (path.startsWith('/api/v1/')) found.push(`${method.toLowerCase()} ${path.replace(/:(\w+)/g, '{$1}')}`);
    }
  }
  return found.sort();
}

describe('GET /api/v1/openapi.json', () => {
  it('is OpenAPI 3.1 on the public origin, with exactly the /api/v1 routes and methods the server has', async () => {
    const doc = await document();
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.servers).toEqual([{ url: 'http://shop.test' }]);
    const listed = Object.entries(doc.paths).flatMap(([path, ops]) => Object.keys(ops).map((method) => `${method} ${path}`));
    expect(listed.sort()).toEqual(apiRoutes());
    expect(listed).toEqual(expect.arrayContaining(['get /api/v1/products/{id}', 'post /api/v1/orders', 'get /api/v1/openapi.json']));
    expect(listed.some((op) => !op.includes(' /api/v1/'))).toBe(false);
  });

  it('gives every operation its answers, each with a schema that is valid JSON Schema 2020-12', async () => {
    const Ajv2020 = createRequire(require.resolve('@fastify/ajv-compiler'))('ajv/dist/2020') as new (o: object) => {
      compile(schema: object): unknown;
    };
    const ajv = new Ajv2020({ strict: false });
    for (const [path, ops] of Object.entries((await document()).paths)) {
      for (const [method, op] of Object.entries(ops)) {
        const where = `${method} ${path}`;
        expect([where, Object.keys(op.responses ?? {}).length > 0]).toEqual([where, true]);
        const schemas = [
          ...Object.values(op.responses!).flatMap((r) => Object.values(r.content ?? {}).map((c) => c.schema)),
          ...(op.parameters ?? []).map((p) => p.schema),
          ...Object.values(op.requestBody?.content ?? {}).map((c) => c.schema),
        ];
        for (const schema of schemas) {
          expect([where, typeof schema]).toEqual([where, 'object']);
          expect(() => ajv.compile(schema!)).not.toThrow();
        }
        // Refusals are part of the contract too.
        expect(Object.keys(op.responses!)).toEqual(expect.arrayContaining(['4XX', '5XX']));
      }
    }
  });

  it("says the bank form's query is free-form (any names), not parameters called type and additionalProperties", async () => {
    const bank = (await document()).paths['/api/v1/payments/bank']!.get!;
    expect(bank.parameters).toEqual([
      {
        name: 'form',
        in: 'query',
        style: 'form',
        explode: true,
        schema: { type: 'object', additionalProperties: { type: 'string', maxLength: 2000 } },
      },
    ]);
  });
});
