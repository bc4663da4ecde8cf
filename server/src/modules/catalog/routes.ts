import { httpErrors } from '@fastify/sensible';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { IdParams } from '../../platform/http/wire';
import { ProductDto } from './contract';
import type { AppContext } from '../../platform/http/context';
import { withAbsoluteUrls } from './service';
import { withOverlays } from './overlays';
import { responses } from '../../platform/http/responses';
import { getProduct } from './repository';

export async function productRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get('/products/:id', { schema: { params: IdParams, response: responses({ 200: ProductDto }) } }, async (request) => {
    const product = await getProduct(ctx.db, request.params.id);
    if (!product) throw httpErrors.notFound('Product not found');
    return (await withOverlays(ctx, [withAbsoluteUrls(ctx, product)]))[0]!;
  });
}
