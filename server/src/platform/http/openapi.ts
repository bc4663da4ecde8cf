import swagger from '@fastify/swagger';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { API_PREFIX } from '../../../../rules/api';
import { responses } from './responses';

export const OPENAPI_PATH = `${API_PREFIX}/openapi.json`;

/** What the document is held to: OpenAPI 3.1's top level; the rest is the routes' own schemas. */
const OpenApiDocument = Type.Object(
  {
    openapi: Type.Literal('3.1.0'),
    info: Type.Object({ title: Type.String(), version: Type.String() }, { additionalProperties: true }),
    servers: Type.Array(Type.Object({ url: Type.String() }, { additionalProperties: true })),
    paths: Type.Record(Type.String(), Type.Unknown()),
  },
  { additionalProperties: true },
);

interface Parameter {
  name: string;
  in: string;
  schema: unknown;
  [key: string]: unknown;
}
type OpenApi = { paths?: Record<string, Record<string, { parameters?: Parameter[] }>> } & Record<string, unknown>;

/**
 * @fastify/swagger makes each key of a query schema without `properties` (a record of any names,
 * as the bank's form takes) a parameter of its own: `type`, `additionalProperties`. OpenAPI 3.1
 * says "any names" as one object parameter, each of its entries a query pair (style form, explode).
 */
function withFreeFormQueries(document: OpenApi): OpenApi {
  for (const operations of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(operations)) {
      const query = operation.parameters?.filter((p) => p.in === 'query') ?? [];
      const record = query.find((p) => p.name === 'type' && p.schema === 'object');
      if (!record) continue;
      const values = query.find((p) => p.name === 'additionalProperties')?.schema ?? {};
      operation.parameters = [
        ...operation.parameters!.filter((p) => p.in !== 'query'),
        { name: 'form', in: 'query', style: 'form', explode: true, schema: { type: 'object', additionalProperties: values } },
      ];
    }
  }
  return document;
}

/**
 * The API's contract as OpenAPI 3.1, made by @fastify/swagger from the TypeBox schemas the routes
 * validate with (never written by hand, so it cannot drift), served at /api/v1/openapi.json for
 * the team behind the production API. Only /api/v1 is in it: pages, media and health are not the
 * API. Register before any route: it learns them as they are added.
 */
export async function publishContract(app: FastifyInstance, publicUrl: string) {
  await app.register(swagger, {
    mode: 'dynamic',
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Sports store reference API', version: '1' },
      servers: [{ url: publicUrl }],
    },
    transform: ({ schema, url }) => ({ schema: url.startsWith(`${API_PREFIX}/`) ? schema : { ...schema, hide: true }, url }),
    transformObject: (document) => withFreeFormQueries(('openapiObject' in document ? document.openapiObject : {}) as OpenApi),
  });
  app.get(OPENAPI_PATH, { schema: { response: responses({ 200: OpenApiDocument }) } }, async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return app.swagger();
  });
}
