/**
 * A small catalogue of the test's own, loaded through the shop's import (catalog:import --replace)
 * into the file's database: search tests know exactly what the shop holds.
 */
import type { FastifyInstance } from 'fastify';
import { importCatalog } from '../src/modules/import/importer';
import type { SearchResultDto } from '../src/contracts';
import type { Db } from '../src/platform/db/client';
import { disposeTestDb, makeApp, openTestDb, prepareDb } from './helpers';

export interface TestProduct {
  title: string;
  category?: string;
  parentCategory?: string | null;
  gender?: string | null;
  description?: string;
  brand?: string;
  type?: string;
  sizes?: string[];
  colors?: string[];
  regularPrice?: number;
  discountedPrice?: number | null;
  /** days before 2025-06-01 */
  age?: number;
  /** listed by GET /products?featured=true */
  featured?: boolean;
  /** what is on the shelf of each size × colour; absent: stock not counted */
  stock?: Array<{ size?: string; color?: string; stock: number }>;
}

let counter = 0;

/** A record as the import reads it; ids follow the order given, so a test can name them. */
export function record(p: TestProduct, n = counter++) {
  const attributes = [
    ...(p.brand ? [{ key: 'brand', value: [p.brand] }] : []),
    ...(p.type ? [{ key: 'type', value: [p.type] }] : []),
    ...(p.sizes ? [{ key: 'size', value: p.sizes }] : []),
    ...(p.colors ? [{ key: 'color', value: p.colors }] : []),
    ...(p.featured ? [{ key: 'featured', value: ['true'] }] : []),
  ];
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    title: p.title,
    description: p.description ?? '',
    imgUrl: `/media/test/${n}.jpg`,
    images: [],
    category: p.category ?? 'Sports Equipment',
    parentCategory: p.parentCategory ?? null,
    gender: p.gender ?? null,
    regularPrice: p.regularPrice ?? 999,
    discountedPrice: p.discountedPrice ?? null,
    createdAt: new Date(Date.UTC(2025, 5, 1) - (p.age ?? n) * 86_400_000).toISOString(),
    attributes,
    ...(p.stock && { variants: p.stock }),
  };
}

export async function loadCatalog(db: Db, products: TestProduct[]) {
  const records = products.map((p, i) => ({ n: i + 1, value: record(p, i) }));
  const summary = await importCatalog(db, records, { replace: true });
  if (summary.skipped.length) throw new Error(`test catalogue refused: ${JSON.stringify(summary.skipped)}`);
  return records.map((r) => r.value);
}

/** One database and app for the file, holding `products` only. */
export function useCatalog(products: TestProduct[]) {
  const t = {} as { db: Db & { schema?: string }; app: FastifyInstance; ids: string[] };
  beforeAll(async () => {
    t.db = await openTestDb();
    await prepareDb(t.db);
    t.ids = (await loadCatalog(t.db, products)).map((r) => r.id);
    t.app = await makeApp(t.db);
  });
  afterAll(async () => {
    await t.app?.close();
    if (t.db) await disposeTestDb(t.db);
  });
  return t;
}

export async function search(app: FastifyInstance, query: string): Promise<SearchResultDto> {
  const res = await app.inject({ url: `/api/v1/search?${query}` });
  if (res.statusCode !== 200) throw new Error(`${res.statusCode} for ?${query}: ${res.body}`);
  return res.json();
}

export const titles = (body: SearchResultDto) => body.data.map((p) => p.title);
