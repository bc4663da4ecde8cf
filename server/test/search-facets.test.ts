/**
 * Facets follow the e-commerce rule on any catalogue: each is counted with every other filter
 * applied but its own, and the total with all of them. fast-check draws catalogues and filters; a
 * plain model of the rules (below) says what the answer must be.
 */
import fc from 'fast-check';
import type { SearchResultDto } from '../src/contracts';
import { loadCatalog, search, useCatalog, type TestProduct } from './searchCatalog';

const t = useCatalog([]);

const WORDS = ['kettle', 'rope', 'glove', 'helmet', 'racket'];
const CATEGORIES = ['Alpha Gear', 'Beta Gear', 'Gamma Gear'];
const PARENTS = [null, 'Pads', 'Grips'];
const GENDERS = [null, 'Men', 'Women'];
const SIZES = ['S', 'M', 'L', 'XL'];
const COLOURS = ['Black', 'black', 'Red', 'Sky Blue'];
const BRANDS = [undefined, 'Nivia', 'Yonex', 'Cosco'];

const product: fc.Arbitrary<TestProduct> = fc
  .record({
    words: fc.uniqueArray(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 2 }),
    category: fc.constantFrom(...CATEGORIES),
    parentCategory: fc.constantFrom(...PARENTS),
    gender: fc.constantFrom(...GENDERS),
    sizes: fc.uniqueArray(fc.constantFrom(...SIZES), { maxLength: 3 }),
    colors: fc.uniqueArray(fc.constantFrom(...COLOURS), { maxLength: 2, selector: (c) => c.toLowerCase() }),
    brand: fc.constantFrom(...BRANDS),
    regularPrice: fc.integer({ min: 100, max: 5000 }),
    off: fc.option(fc.integer({ min: 0, max: 90 })),
  })
  .map(({ words, off, sizes, colors, ...p }) => ({
    ...p,
    title: words.map((w) => w[0]!.toUpperCase() + w.slice(1)).join(' '),
    ...(sizes.length ? { sizes } : {}),
    ...(colors.length ? { colors } : {}),
    discountedPrice: off === null ? null : Math.round(p.regularPrice * (100 - off)) / 100,
  }));

const some = <T>(values: T[]) => fc.option(fc.uniqueArray(fc.constantFrom(...values), { minLength: 1, maxLength: 2 }), { nil: undefined });
const filters = fc.record({
  q: fc.option(fc.constantFrom(...WORDS), { nil: undefined }),
  category: some(CATEGORIES),
  parentCategory: some(PARENTS.filter((p) => p !== null)),
  gender: some(['Men', 'women']),
  size: some(SIZES),
  color: some(['black', 'Red', 'sky blue']),
  brand: some(['Nivia', 'cosco']),
  minPrice: fc.option(fc.integer({ min: 0, max: 3000 }), { nil: undefined }),
  maxPrice: fc.option(fc.integer({ min: 2000, max: 6000 }), { nil: undefined }),
  onSale: fc.boolean(),
});
type Filters = typeof filters extends fc.Arbitrary<infer F> ? F : never;
type Facet = 'category' | 'parentCategory' | 'size' | 'color' | 'brand';

const lower = (v: string | null | undefined) => v?.toLowerCase() ?? null;
const price = (p: TestProduct) => p.discountedPrice ?? p.regularPrice!;
const valuesOf: Record<Facet | 'gender', (p: TestProduct) => string[]> = {
  category: (p) => [p.category!],
  parentCategory: (p) => (p.parentCategory ? [p.parentCategory] : []),
  gender: (p) => (p.gender ? [p.gender] : []),
  size: (p) => p.sizes ?? [],
  color: (p) => p.colors ?? [],
  brand: (p) => (p.brand ? [p.brand] : []),
};

/** The model: does the product pass every filter but `except`? */
function passes(p: TestProduct, f: Filters, except?: Facet | 'price') {
  if (f.q && !p.title.toLowerCase().split(' ').includes(f.q)) return false;
  for (const name of ['category', 'parentCategory', 'gender', 'size', 'color', 'brand'] as const) {
    const wanted = f[name];
    if (name === except || !wanted) continue;
    if (!valuesOf[name](p).some((v) => wanted.map(lower).includes(lower(v)))) return false;
  }
  if (except !== 'price' && ((f.minPrice !== undefined && price(p) < f.minPrice) || (f.maxPrice !== undefined && price(p) > f.maxPrice)))
    return false;
  return !f.onSale || (p.discountedPrice !== null && p.discountedPrice! < p.regularPrice!);
}

function queryOf(f: Filters): string {
  const params = new URLSearchParams();
  if (f.q) params.set('q', f.q);
  for (const name of ['category', 'parentCategory', 'gender', 'size', 'color', 'brand'] as const)
    for (const v of f[name] ?? []) params.append(name, v);
  if (f.minPrice !== undefined) params.set('minPrice', String(f.minPrice));
  if (f.maxPrice !== undefined) params.set('maxPrice', String(Math.max(f.maxPrice, f.minPrice ?? 0)));
  if (f.onSale) params.set('onSale', 'true');
  return params.toString();
}

const counted = (list: SearchResultDto['facets']['size']) => Object.fromEntries(list.map((v) => [v.value.toLowerCase(), v.count]));

it('counts each facet with every other filter applied, and the total with all', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.array(product, { minLength: 1, maxLength: 12 }),
      fc.array(filters, { minLength: 1, maxLength: 3 }),
      async (catalogue, asked) => {
        await loadCatalog(t.db, catalogue);
        for (const raw of asked) {
          const f = { ...raw, maxPrice: raw.maxPrice === undefined ? undefined : Math.max(raw.maxPrice, raw.minPrice ?? 0) };
          const body = await search(t.app, `${queryOf(f)}&limit=100`);
          const matching = catalogue.filter((p) => passes(p, f));
          expect(body.pagination.total).toBe(matching.length);
          expect(body.data.map((p) => p.title).sort()).toEqual(matching.map((p) => p.title).sort());
          for (const facet of ['category', 'parentCategory', 'size', 'color', 'brand'] as const) {
            const model: Record<string, number> = {};
            for (const p of catalogue.filter((x) => passes(x, f, facet))) {
              for (const v of new Set(valuesOf[facet](p).map((x) => x.toLowerCase()))) model[v] = (model[v] ?? 0) + 1;
            }
            expect([facet, counted(body.facets[facet])]).toEqual([facet, model]);
          }
          const priced = catalogue.filter((p) => passes(p, f, 'price')).map(price);
          expect(body.facets.price).toEqual(
            priced.length ? { min: Math.min(...priced), max: Math.max(...priced) } : { min: null, max: null },
          );
        }
      },
    ),
    { numRuns: Number(process.env.FACET_RUNS ?? 25) },
  );
});
