import type { FastifyInstance } from 'fastify';
import type { StoreInfoDto } from '../contracts';
import { absoluteUrl, type AppContext } from '../http/context';
import { getStoreInfo } from '../repositories/storeInfo';

export async function storeRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get('/storeInfo', async (): Promise<StoreInfoDto> => {
    const info = await getStoreInfo(ctx.db);
    const abs = (url: string) => absoluteUrl(ctx, url);
    return {
      ...info,
      companyLogoUrl: abs(info.companyLogoUrl),
      categoryImages: Object.fromEntries(Object.entries(info.categoryImages).map(([k, v]) => [k, abs(v)])),
    };
  });
}
