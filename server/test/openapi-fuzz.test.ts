import { createRequire } from 'node:module';
import fc from 'fast-check';
import { ADDRESS, firstProducts, propertyRuns, signUp, useTestApp } from './helpers';
import { valid, validish, type Schema } from './schemaArbitrary';

// Schemathesis' checks (no 5xx, every answer's status and body as the contract says), driven by
// the published OpenAPI document: every operation in it is fuzzed, whichever routes exist when
// this runs. Schemathesis itself comes from PyPI, which this machine cannot reach; see
// docs/operations.md for the command to run it against a server.

// CI: both databases (issue 31: the contract fuzzed on PGlite and on PostgreSQL).

// Every operation in one test (the list comes from the document, read once the app is built).
jest.setTimeout(propertyRuns(120_000, 600_000));

const t = useTestApp({ RATE_LIMIT_MAX: '1000000', ORDER_RATE_LIMIT_MAX: '1000000' }, { reset: false });

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  explode?: boolean;
  schema: Schema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content: Record<string, { schema: Schema }> };
  responses: Record<string, { content?: Record<string, { schema: Schema }> }>;
}

// Ajv 8 with JSON Schema 2020-12 (OpenAPI 3.1's dialect): the project's own ajv is 6, so the one
// Fastify compiles its schemas with is borrowed (the lead may add ajv 8 as a dev dependency).
const Ajv2020 = createRequire(require.resolve('@fastify/ajv-compiler'))('ajv/dist/2020') as new (options: object) => Ajv;
const ajv = new Ajv2020({ strict: false, allErrors: false });
const validators = new Map<Schema, ReturnType<Ajv['compile']>>();
const validator = (schema: Schema) => validators.get(schema) ?? validators.set(schema, ajv.compile(schema)).get(schema)!;

/** The documented answer for a status: its own, or its class (4XX), or the default. */
function documented(op: Operation, status: number) {
  return op.responses[String(status)] ?? op.responses[`${String(status)[0]}XX`] ?? op.responses.default;
}

interface Ajv {
  compile(schema: object): ((data: unknown) => boolean) & { errors?: unknown };
  errorsText(errors: unknown): string;
}

const known = { ids: [] as string[], productIds: [] as string[], orderIds: [] as string[], pincodes: ['411001', '560025'], token: '' };

beforeAll(async () => {
  const user = await signUp(t.app);
  const products = await firstProducts(t.app, 3);
  const order = await t.app.inject({
    method: 'POST',
    url: '/api/v1/orders',
    headers: user.headers,
    payload: { products: { [products[0]!.id]: 1 }, shippingAddress: ADDRESS },
  });
  expect(order.statusCode).toBe(201);
  known.token = user.token;
  known.orderIds = [order.json().id as string];
  known.productIds = products.map((p) => p.id);
  known.ids = [...known.productIds, ...known.orderIds, ...known.pincodes];
});

/** The known ids a path parameter most likely names: an order's under /orders, a product's under /products, a pincode. */
function idsFor(p: Parameter, path: string): string[] {
  if (p.name === 'pincode') return known.pincodes;
  if (p.name === 'id' && path.includes('/orders/{')) return known.orderIds;
  if (p.name === 'id' && path.includes('/products/{')) return known.productIds;
  return known.ids;
}

/**
 * A value for a parameter: of its schema, a known id for path ones (the kind the path names, so
 * the calls on one order or product reach their handlers as often as the others), or anything.
 */
const parameterValue = (p: Parameter, path: string) =>
  fc.oneof(
    { weight: 4, arbitrary: valid(p.schema) },
    { weight: p.in === 'path' ? 4 : 0, arbitrary: fc.constantFrom(...idsFor(p, path)) },
    { weight: 1, arbitrary: fc.string({ maxLength: 30 }) },
  );

function requestOf(path: string, method: string, op: Operation) {
  const parameters = op.parameters ?? [];
  const body = op.requestBody && Object.entries(op.requestBody.content)[0];
  return fc
    .record({
      values: fc.tuple(...parameters.map((p) => (p.required ? parameterValue(p, path) : fc.option(parameterValue(p, path), { freq: 3 })))),
      body: body ? fc.option(validish(body[1].schema), { freq: op.requestBody!.required ? 8 : 3 }) : fc.constant(null),
      auth: fc.constantFrom('token', 'token', 'none', 'broken'),
    })
    .map(({ values, body: payload, auth }) => {
      let url = path;
      const query = new URLSearchParams();
      const headers: Record<string, string> = {};
      parameters.forEach((p, i) => {
        const value = values[i];
        if (value === null || value === undefined) return;
        const texts = (v: unknown) => (Array.isArray(v) ? v : [v]).map((one) => (typeof one === 'string' ? one : JSON.stringify(one)));
        if (p.in === 'path') url = url.replace(`{${p.name}}`, encodeURIComponent(texts(value)[0]!));
        else if (p.in === 'query' && p.explode && value && typeof value === 'object' && !Array.isArray(value)) {
          for (const [k, v] of Object.entries(value)) query.append(k, texts(v)[0]!);
        } else if (p.in === 'query') for (const one of texts(value)) query.append(p.name, one);
        else if (p.in === 'header') headers[p.name] = texts(value)[0]!;
      });
      // A path parameter left out still needs a segment.
      url = url.replace(/\{[^}]+\}/g, 'x');
      if (auth !== 'none') headers.authorization = `Bearer ${auth === 'token' ? known.token : 'not.a.token'}`;
      const search = query.toString();
      return { method, url: search ? `${url}?${search}` : url, headers, payload: payload === null ? undefined : payload };
    });
}

describe('every operation of /api/v1/openapi.json, fuzzed', () => {
  it('answers within its contract: no 5xx, a documented status, a body of its schema', async () => {
    const document = (await t.app.inject({ url: '/api/v1/openapi.json' })).json() as { paths: Record<string, Record<string, Operation>> };
    const operations = Object.entries(document.paths).flatMap(([path, ops]) =>
      Object.entries(ops).map(([method, op]) => ({ path, method, op })),
    );
    expect(operations.length).toBeGreaterThan(10);
    const succeeded = new Set<string>();
    for (const { path, method, op } of operations) {
      await fc.assert(
        fc.asyncProperty(requestOf(path, method.toUpperCase(), op), async (request) => {
          const res = await t.app.inject({ ...request, method: request.method as 'GET', payload: request.payload as object });
          const where = `${request.method} ${request.url} → ${res.statusCode} ${res.body.slice(0, 200)}`;
          if (res.statusCode < 300) succeeded.add(`${method} ${path}`);
          if (res.statusCode >= 500) throw new Error(`server error: ${where}`);
          const answer = documented(op, res.statusCode);
          if (!answer) throw new Error(`undocumented status: ${where}`);
          if (!answer.content || res.statusCode === 204 || res.statusCode === 303) return;
          const type = String(res.headers['content-type'] ?? '').split(';')[0]!;
          const schema = answer.content[type]?.schema;
          if (!schema) throw new Error(`undocumented content type ${type}: ${where}`);
          const body = type === 'application/json' ? res.json() : res.body;
          if (!validator(schema)(body)) throw new Error(`body outside its schema (${ajv.errorsText(validator(schema).errors)}): ${where}`);
        }),
        { numRuns: propertyRuns(50, 250) },
      );
    }
    // The requests reach the handlers, not only the validation: most operations answered a success.
    expect(succeeded.size).toBeGreaterThan(operations.length / 2);
  });
});
