import { absoluteUrl, type AppContext } from '../../platform/http/context';
import type { ProductDto } from './contract';

/** A product as answers give it: its pictures on the public origin. */
export function withAbsoluteUrls(ctx: AppContext, p: ProductDto): ProductDto {
  return {
    ...p,
    imgUrl: absoluteUrl(ctx, p.imgUrl),
    images: p.images.map((i) => ({ url: absoluteUrl(ctx, i.url) })),
  };
}
