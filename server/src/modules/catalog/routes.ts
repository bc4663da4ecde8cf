import { httpErrors } from '@fastify/sensible';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { IdParams, MAX_PAGE } from '../../platform/http/wire';
import { ProductListDto, ProductListQuery } from '../search/contract';
import { ProductDto } from './contract';
import type { AppContext } from '../../platform/http/context';
import { withAbsoluteUrls } from './service';
import { withOverlays } from './overlays';
import { responses } from '../../platform/http/responses';
import { queryInteger } from '../../platform/http/inputs';
import { getProduct } from './repository';
import { catalogueOf, pageProducts } from '../../search/results';
import { listing } from '../../search/listing';

export const MAX_LIMIT = 100;

export async function productRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get('/products', { schema: { querystring: ProductListQuery, response: responses({ 200: ProductListDto }) } }, async (request) => {
    const q = request.query;
    const page = queryInteger(q.page, 'page', 1, 1, MAX_PAGE);
    // Larger limits are clamped rather than refused, so a greedy client still gets an answer.
    const limit = Math.min(queryInteger(q.limit, 'limit', 12, 1, Number.MAX_SAFE_INTEGER), MAX_LIMIT);
    const filters = { ...q, page, limit, featured: q.featured === 'true' };
    const answer = await ctx.cache.get(`products:${JSON.stringify(filters)}`, async () => {
      const { total, ids } = listing(await catalogueOf(ctx), filters);
      return {
        data: await pageProducts(ctx, ids),
        pagination: { page, limit, total, totalPages: Math.ceil(total / limit) },
      };
    });
    // Ratings change with every review, the catalogue seldom: laid over the cached answer, not kept in it.
    return { ...answer, data: await withOverlays(ctx, answer.data) };
  });

  app.get('/products/:id', { schema: { params: IdParams, response: responses({ 200: ProductDto }) } }, async (request) => {
    const product = await getProduct(ctx.db, request.params.id);
    if (!product) throw httpErrors.notFound('Product not found');
    return (await withOverlays(ctx, [withAbsoluteUrls(ctx, product)]))[0]!;
  });
}
