import type { FastifyInstance } from 'fastify';
import type { ProductDto, ProductListDto, ProductListQuery } from '../contracts';
import { absoluteUrl, HttpError, type AppContext } from '../http/context';
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

export async function productRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get<{ Querystring: ProductListQuery }>(
    '/products',
    {
      schema: {
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            // Bounded so the offset stays a finite integer (page=1e308 would overflow it).
            page: { type: 'integer', minimum: 1, maximum: MAX_PAGE, default: 1 },
            // Larger limits are clamped below rather than refused, so a greedy client still gets an answer.
            limit: { type: 'integer', minimum: 1, default: 12 },
            category: text,
            gender: text,
            filter: { type: 'string', maxLength: 500 },
            parentCategory: text,
            featured: { type: 'boolean' },
          },
        },
      },
    },
    async (request): Promise<ProductListDto> => {
      const q = request.query;
      const page = q.page ?? 1;
      const limit = Math.min(q.limit ?? 12, MAX_LIMIT);
      const { items, total } = await listProducts(ctx.db, { ...q, page, limit });
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
