import type { CatalogueCache } from '../search/catalogueCache';
import type { Config } from '../config';
import type { ProductDto } from '../contracts';
import type { Db } from '../db/client';
import type { DeliveryRules } from '../delivery/rules';
import type { Readiness } from '../lifecycle/readiness';
import type { ProductRatings } from '../reviews/ratings';

/** What every route module needs; handed over as plugin options instead of module globals so tests can build many apps. */
export interface AppContext {
  db: Db;
  config: Config;
  tokenSecret: string;
  /** what is drawn from the catalogue alone (answers, matches, products), kept until it changes */
  cache: CatalogueCache;
  /** the delivery check's settings and holidays, read at start */
  delivery: DeliveryRules;
  /** what GET /readyz answers; SIGTERM drains it */
  readiness: Readiness;
  /** every product's rating (issue 30's reviews), laid over product answers */
  ratings: ProductRatings;
}

/**
 * Stored /media paths made absolute on the configured public origin. Never on the request's Host
 * header: a forged Host would otherwise end up in answers that caches and other shoppers may see.
 */
export function absoluteUrl(ctx: AppContext, url: string): string {
  return url.startsWith('/') ? `${ctx.config.publicUrl}${url}` : url;
}

/** A product as answers give it: its pictures on the public origin. */
export function withAbsoluteUrls(ctx: AppContext, p: ProductDto): ProductDto {
  return {
    ...p,
    imgUrl: absoluteUrl(ctx, p.imgUrl),
    images: p.images.map((i) => ({ url: absoluteUrl(ctx, i.url) })),
  };
}

/** Origins the bank may send a shopper back to: the configured app origins and our own. */
export function isAllowedOrigin(ctx: AppContext, origin: string): boolean {
  return ctx.config.corsOrigins.includes(origin) || origin === ctx.config.publicUrl;
}
