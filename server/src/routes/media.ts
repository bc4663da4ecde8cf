import { Type } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppContext } from '../http/context';
import { responses } from '../http/contract';
import { categorySvg, hasTheme, logoSvg, productSvg, slugify } from '../media/artwork';
import { getArtworkInfo } from '../repositories/products';
import { getStoreInfo } from '../repositories/storeInfo';

function svg(reply: FastifyReply, body: string) {
  return (
    reply
      .header('content-type', 'image/svg+xml; charset=utf-8')
      // Pictures are a pure function of their URL, so browsers may keep them for good.
      .header('cache-control', 'public, max-age=31536000, immutable')
      // An SVG opened directly must not run anything, even if a title ever slipped through unescaped.
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(body)
  );
}

/** SVG pictures; a name that fits no picture goes to the 404 handler. */
const picture = { schema: { response: responses({ 200: { content: { 'image/svg+xml': { schema: Type.String() } } } }) } };
const named = { schema: { ...picture.schema, params: Type.Object({ file: Type.String() }) } };

/** Media lives outside /api/v1 (at /media) because the database stores these paths and the SPA fallback skips them. */
export async function mediaRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get('/media/products/:file', named, async (request, reply) => {
    const match = /^([a-z0-9-]+)-(\d{1,2})\.svg$/.exec(request.params.file);
    if (!match) return reply.callNotFound();
    // Kept with the catalogue's other answers: a product removed by an import loses its picture too.
    const body = await ctx.cache.get(`artwork:${request.params.file}`, async () => {
      const info = await getArtworkInfo(ctx.db, match[1]!);
      return info && productSvg(info.title, info.category, Number(match[2]) - 1);
    });
    if (!body) return reply.callNotFound();
    return svg(reply, body);
  });

  app.get('/media/categories/:file', named, async (request, reply) => {
    const slug = /^([a-z0-9-]+)\.svg$/.exec(request.params.file)?.[1];
    if (!slug || !hasTheme(slug)) return reply.callNotFound();
    const { categories } = await getStoreInfo(ctx.db);
    const name = categories.find((c) => slugify(c) === slug);
    return svg(reply, categorySvg(name ?? (slug === 'default' ? 'Sports & Fitness' : slug)));
  });

  app.get('/media/brand/logo.svg', picture, async (_request, reply) => {
    const { storeName } = await getStoreInfo(ctx.db);
    return svg(reply, logoSvg(storeName));
  });
}
