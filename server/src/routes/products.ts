import type { FastifyInstance } from 'fastify';
import type { ProductDto, ProductListDto, ProductListQuery } from '../contracts';
import { absoluteUrl, HttpError, type AppContext } from '../http/context';
import { queryInteger, wholeNumber } from '../http/inputs';
import { getProduct, listProducts } from '../repositories/products';

export const MAX_LIMIT = 100;

export const MAX_PAGE = 100_000;

function withAbsoluteUrls(ctx: AppContext, p: ProductDto): ProductDto {
  return {
    ...p,
    imgUrl: absoluteUrl(ctx, p.imgUrl),
    images: p.images.map((i) => ({ url: absoluteUrl(ctx, i.url) })),
  };
}

const text = { type: 'string', maxLength: 200 } as const;

/** A query as it arrives: every value is text until the route reads it. */
type QueryText<T> = { [K in keyof T]?: string };

export async function productRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get<{ Querystring: QueryText<ProductListQuery> }>(
    '/products',
    {
      schema: {
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            page: wholeNumber,
            limit: wholeNumber,
            category: text,
            gender: text,
            filter: { type: 'string', maxLength: 500 },
            parentCategory: text,
            featured: { type: 'string', enum: ['true', 'false'] },
          },
        },
      },
    },
    async (request): Promise<ProductListDto> => {
      const q = request.query;
      // Bounded so the offset stays a small integer.
      const page = queryInteger(q.page, 'page', 1, 1, MAX_PAGE);
      // Larger limits are clamped rather than refused, so a greedy client still gets an answer.
      const limit = Math.min(queryInteger(q.limit, 'limit', 12, 1, Number.MAX_SAFE_INTEGER), MAX_LIMIT);
      const { items, total } = await listProducts(ctx.db, { ...q, page, limit, featured: q.featured === 'true' });
      return {
        data: items.map((p) => withAbsoluteUrls(ctx, p)),
        pagination: { page, limit, total, totalPages: Math.ceil(total / limit) },
      };
    },
  );

  app.get<{ Params: { id: string } }>('/products/:id', async (request): Promise<ProductDto> => {
    const product = await getProduct(ctx.db, request.params.id);
    if (!product) throw new HttpError(404, 'Product not found');
    return withAbsoluteUrls(ctx, product);
  });
}
