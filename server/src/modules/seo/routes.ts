import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/http/context';
import { sitemapEntries } from '../catalog';
import { getStoreInfo } from '../store';

// The app's policy pages (spec §2) and the screens a crawler has no business in.
export const POLICY_PATHS = ['/about', '/terms', '/privacy', '/refund', '/return', '/shipping'];
const PRIVATE_PATHS = ['/account', '/cart', '/checkout', '/orders', '/payment', '/order-success', '/api-test', '/wishlist'];

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const xml = (text: string) => text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]!);

/** The same addresses the app links to: /product/{id}, /products?category={lowercased}. */
export function sitemapPaths(entries: { productIds: string[]; categories: string[] }): string[] {
  return [
    '/',
    '/products',
    ...entries.categories.map((c) => `/products?category=${encodeURIComponent(c.toLowerCase())}`),
    ...entries.productIds.map((id) => `/product/${encodeURIComponent(id)}`),
    ...POLICY_PATHS,
    '/contact',
  ];
}

const SHORT_NAME_MAX = 12;

/** Launchers cut long names: the store name when it fits, else its first word. */
function shortName(name: string): string {
  if (name.length <= SHORT_NAME_MAX) return name;
  const first = name.split(/\s+/)[0] ?? name;
  return first.length <= SHORT_NAME_MAX ? first : name.slice(0, SHORT_NAME_MAX);
}

/** robots.txt, sitemap.xml and the web manifest, with links on PUBLIC_URL (never the Host header). */
export async function seoRoutes(app: FastifyInstance, ctx: AppContext) {
  const origin = ctx.config.publicUrl;

  app.get('/robots.txt', async (_request, reply) => {
    const lines = ['User-agent: *', 'Allow: /', ...PRIVATE_PATHS.map((p) => `Disallow: ${p}`), `Sitemap: ${origin}/sitemap.xml`];
    return reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(`${lines.join('\n')}\n`);
  });

  app.get('/sitemap.xml', async (_request, reply) => {
    const urls = sitemapPaths(await sitemapEntries(ctx.db)).map((p) => `  <url><loc>${xml(origin + p)}</loc></url>`);
    const body = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...urls,
      '</urlset>',
      '',
    ].join('\n');
    return reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(body);
  });

  // The built manifest with the store's own name: an installed shop is named like its header.
  const appDir = ctx.config.serveApp;
  if (appDir) {
    app.get('/manifest.webmanifest', async (_request, reply) => {
      const built = JSON.parse(await fs.readFile(path.join(appDir, 'manifest.webmanifest'), 'utf8')) as Record<string, unknown>;
      const info = await getStoreInfo(ctx.db);
      const name = (info.storeName || info.companyName || '').trim();
      const manifest = name
        ? { ...built, name, short_name: shortName(name), ...(info.description ? { description: info.description } : {}) }
        : built;
      return reply.type('application/manifest+json; charset=utf-8').header('cache-control', 'no-cache').send(JSON.stringify(manifest));
    });
  }
}
