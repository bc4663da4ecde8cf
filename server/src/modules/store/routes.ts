import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { StoreInfoDto } from './contract';
import { absoluteUrl, type AppContext } from '../../platform/http/context';
import { responses } from '../../platform/http/responses';
import { getStoreInfo } from './repository';

export async function storeRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get('/storeInfo', { schema: { response: responses({ 200: StoreInfoDto }) } }, async () => {
    const info = await getStoreInfo(ctx.db);
    const abs = (url: string) => absoluteUrl(ctx, url);
    return {
      ...info,
      companyLogoUrl: abs(info.companyLogoUrl),
      categoryImages: Object.fromEntries(Object.entries(info.categoryImages).map(([k, v]) => [k, abs(v)])),
    };
  });
}
