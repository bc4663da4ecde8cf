import { Type } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppContext } from '../../platform/http/context';
import { responses } from '../../platform/http/responses';
import { categorySvg, hasTheme, logoSvg, productSvg, shareCardSvg } from './artwork';
import { slugify } from '../../platform/text';
import { shareCards } from './shareCard';
import { getArtworkInfo } from '../catalog';
import { keptWithCatalogue } from '../search';
import { getStoreInfo } from '../store';

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
const Png = Type.Unsafe<Buffer>({ type: 'string', contentEncoding: 'binary' });
const productPicture = {
  schema: {
    params: named.schema.params,
    response: responses({ 200: { content: { 'image/svg+xml': { schema: Type.String() }, 'image/png': { schema: Png } } } }),
  },
};

/** Media lives outside /api/v1 (at /media) because the database stores these paths and the SPA fallback skips them. */
export async function mediaRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const cards = shareCards(() => ctx.metrics.shareCardDraws.inc());

  // name-2.svg: the picture; name-2.png: the same as a link preview's card (og:image), 1200×630.
  app.get('/media/products/:file', productPicture, async (request, reply) => {
    const match = /^([a-z0-9-]+)-(\d{1,2})\.(svg|png)$/.exec(request.params.file);
    if (!match) return reply.callNotFound();
    const card = match[3] === 'png';
    // Kept with the catalogue's other answers: a product removed by an import loses its picture too.
    const body = await keptWithCatalogue(ctx, `artwork:${request.params.file}`, async () => {
      const info = await getArtworkInfo(ctx.db, match[1]!);
      return info && (card ? shareCardSvg : productSvg)(info.title, info.category, Number(match[2]) - 1);
    });
    if (!body) return reply.callNotFound();
    if (!card) return svg(reply, body);
    return reply
      .header('content-type', 'image/png')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(await cards.png(body));
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
