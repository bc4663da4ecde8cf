/**
 * The app's fallback index (clientIndex.ts) and the reference server's filters (server/src/search:
 * the facet table, the filter model and browse over the catalogue copy) follow one set of rules,
 * written out below as a plain model: OR within a filter, AND across, values in any case, the
 * price range on the price paid with both bounds included; each facet counted with every other
 * filter applied but its own, and the price span with every filter but the price range. fast-check
 * draws catalogues and filters; both sides must give the model's answer. The two cannot share code
 * (the app imports only the server's contract types, and the server counts over typed arrays of
 * interned values, the client over strings), so this test is what keeps them together.
 */
import fc from 'fast-check';
import type { ProductDto } from '@server/contracts';
import { browse } from '../../../server/src/search/browse';
import { buildCatalogue } from '../../../server/src/search/catalogue';
import { COUNTED_FACETS, FACET_NAMES, FACETS as FACET_TABLE, type FacetName } from '../../../server/src/search/facets';
import type { SearchFilters } from '../../../server/src/search/filters';
import { sortSizes } from '@rules/sizes';
import { propertyRuns } from '@/test/propertyRuns';
import { buildProduct } from '@/test/builders';
import { searchCatalogue } from './clientIndex';
import { toIndexedProducts } from './normalizers';
import { FACETS } from './searchState';

const CATEGORIES = ['Alpha Gear', 'alpha gear', 'Beta Gear'];
const PARENTS = [null, 'Pads', 'Grips'];
const GENDERS = [null, 'Men', 'Women'];
const SIZES = ['S', 'M', 'L', 'XL', 'UK 6', 'UK 10'];
const COLOURS = ['Black', 'black', 'Red', 'Sky Blue'];
const BRANDS = [null, 'Nivia', 'Yonex', 'nivia'];

interface Drawn {
  category: string;
  parentCategory: string | null;
  gender: string | null;
  sizes: string[];
  colors: string[];
  brand: string | null;
  regularPrice: number;
  off: number | null;
}

const product: fc.Arbitrary<Drawn> = fc.record({
  category: fc.constantFrom(...CATEGORIES),
  parentCategory: fc.constantFrom(...PARENTS),
  gender: fc.constantFrom(...GENDERS),
  sizes: fc.uniqueArray(fc.constantFrom(...SIZES), { maxLength: 3 }),
  // One spelling per product: the server counts a product once per value, the model once per value in any case.
  colors: fc.uniqueArray(fc.constantFrom(...COLOURS), { maxLength: 2, selector: (c) => c.toLowerCase() }),
  brand: fc.constantFrom(...BRANDS),
  // Round prices, so the price range's bounds often fall on one.
  regularPrice: fc.integer({ min: 1, max: 50 }).map((n) => n * 100),
  off: fc.option(fc.integer({ min: 0, max: 9 }).map((n) => n * 10)),
});

const some = (values: string[]) => fc.uniqueArray(fc.constantFrom(...values), { maxLength: 2 });
const filters: fc.Arbitrary<SearchFilters> = fc
  .record({
    category: some(['alpha gear', 'Beta Gear', 'Gamma Gear']),
    parentCategory: some(['Pads', 'grips']),
    gender: some(['Men', 'women']),
    size: some(SIZES),
    color: some(['black', 'Red', 'sky blue']),
    brand: some(['Nivia', 'yonex']),
    minPrice: fc.option(fc.integer({ min: 0, max: 30 }).map((n) => n * 100)),
    maxPrice: fc.option(fc.integer({ min: 20, max: 60 }).map((n) => n * 100)),
    onSale: fc.boolean(),
  })
  .map((f) => ({ ...f, maxPrice: f.maxPrice === null ? null : Math.max(f.maxPrice, f.minPrice ?? 0) }));

const price = (p: Drawn) => (p.off === null ? p.regularPrice : Math.round(p.regularPrice * (100 - p.off)) / 100);
const onSale = (p: Drawn) => price(p) < p.regularPrice;
const valuesOf = (p: Drawn, facet: FacetName): string[] =>
  ({
    category: [p.category],
    parentCategory: p.parentCategory ? [p.parentCategory] : [],
    gender: p.gender ? [p.gender] : [],
    size: p.sizes,
    color: p.colors,
    brand: p.brand ? [p.brand] : [],
  })[facet];

/** The model: does the product pass every filter but `except`? */
function passes(p: Drawn, f: SearchFilters, except?: FacetName | 'price'): boolean {
  for (const facet of FACET_NAMES) {
    const wanted = f[facet].map((v) => v.toLowerCase());
    if (facet !== except && wanted.length && !valuesOf(p, facet).some((v) => wanted.includes(v.toLowerCase()))) return false;
  }
  if (except !== 'price' && ((f.minPrice !== null && price(p) < f.minPrice) || (f.maxPrice !== null && price(p) > f.maxPrice)))
    return false;
  return !f.onSale || onSale(p);
}

/** Each value in any case, with how many products hold it. */
function modelCounts(products: Drawn[], f: SearchFilters, facet: FacetName): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const p of products.filter((x) => passes(x, f, facet)))
    for (const v of new Set(valuesOf(p, facet).map((x) => x.toLowerCase()))) counts[v] = (counts[v] ?? 0) + 1;
  return counts;
}

const folded = (list: Array<{ value: string; count: number }>) => Object.fromEntries(list.map((v) => [v.value.toLowerCase(), v.count]));

/** The products as the API sends them (newest first), for the client's index. */
const dtosOf = (products: Drawn[]): ProductDto[] =>
  products.map((p, i) =>
    buildProduct({
      title: `Product ${i}`,
      category: p.category,
      parentCategory: p.parentCategory,
      gender: p.gender,
      regularPrice: p.regularPrice,
      discountedPrice: p.off === null ? null : price(p),
      createdAt: new Date(Date.UTC(2026, 0, 31) - i * 86_400_000).toISOString(),
      attributes: [
        { id: 's', key: 'size', value: p.sizes, metricUnit: null },
        { id: 'c', key: 'color', value: p.colors, metricUnit: null },
        ...(p.brand ? [{ id: 'b', key: 'brand', value: [p.brand], metricUnit: null }] : []),
      ],
    }),
  );

/** The server's catalogue copy of the same products, as its SQL reads them (newest first). */
function serverCopy(products: Drawn[], ids: string[]) {
  const placeBy = (compare: (a: number, b: number) => number) => {
    const order = products.map((_, row) => row).sort((a, b) => compare(a, b) || a - b);
    const position = new Array<number>(products.length);
    order.forEach((row, at) => (position[row] = at));
    return position;
  };
  const discount = (p: Drawn) => (p.regularPrice - price(p)) / p.regularPrice;
  return buildCatalogue('1', {
    key: products.map((_, row) => row + 1),
    id: ids,
    facets: Object.fromEntries(
      FACET_TABLE.map(({ name, many }) => [name, products.map((p) => (many ? valuesOf(p, name) : (valuesOf(p, name)[0] ?? null)))]),
    ) as Record<FacetName, Array<string | null | string[]>>,
    price: products.map(price),
    onSale: products.map(onSale),
    featured: products.map(() => false),
    kind: products.map(() => null),
    position: {
      'price-asc': placeBy((a, b) => price(products[a]!) - price(products[b]!)),
      'price-desc': placeBy((a, b) => price(products[b]!) - price(products[a]!)),
      discount: placeBy((a, b) => discount(products[b]!) - discount(products[a]!)),
    },
  });
}

it('names the same filters and facets on both sides', () => {
  expect([...FACETS, 'gender'].sort()).toEqual([...FACET_NAMES].sort());
  expect([...FACETS].sort()).toEqual([...COUNTED_FACETS].sort());
});

it('filters and counts facets as the model does, in the app fallback index and on the server alike', () => {
  fc.assert(
    fc.property(fc.array(product, { maxLength: 15 }), filters, (products, f) => {
      const dtos = dtosOf(products);
      const client = searchCatalogue(toIndexedProducts(dtos), {
        q: '',
        exact: false,
        page: 1,
        limit: 100,
        sort: null,
        filters: Object.fromEntries(FACET_NAMES.map((facet) => [facet, f[facet]])) as Record<FacetName, string[]>,
        minPrice: f.minPrice,
        maxPrice: f.maxPrice,
        onSale: f.onSale,
      });
      const server = browse(
        serverCopy(
          products,
          dtos.map((d) => d.id),
        ),
        null,
        f,
        'newest',
        0,
        100,
      );

      const expected = dtos.filter((_, i) => passes(products[i]!, f)).map((d) => d.id);
      expect(client.products.map((p) => p.id)).toEqual(expected);
      expect(client.total).toBe(expected.length);
      expect(server.ids).toEqual(expected);
      expect(server.total).toBe(expected.length);

      for (const facet of COUNTED_FACETS) {
        const model = modelCounts(products, f, facet);
        expect([facet, folded(client.facets[facet])]).toEqual([facet, model]);
        expect([facet, folded(server.facets[facet])]).toEqual([facet, model]);
      }
      // Sizes listed as sizes on both sides, whatever their counts.
      const sizeOrder = (list: Array<{ value: string }>) => list.map((c) => c.value);
      expect(sizeOrder(client.facets.size)).toEqual(sortSizes(sizeOrder(client.facets.size)));
      expect(sizeOrder(server.facets.size)).toEqual(sortSizes(sizeOrder(server.facets.size)));

      const priced = products.filter((p) => passes(p, f, 'price')).map(price);
      const span = priced.length ? { min: Math.min(...priced), max: Math.max(...priced) } : null;
      expect(client.price).toEqual(span);
      expect(server.facets.price).toEqual(span ?? { min: null, max: null });
    }),
    { numRuns: propertyRuns(200, 2000) },
  );
});
