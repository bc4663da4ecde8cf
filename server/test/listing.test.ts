/**
 * GET /products on any catalogue: category, gender and sub-category compare trimmed and in any
 * case, `filter` is a comma list matching any of the three (`null`: no gender set), featured keeps
 * the featured ones, and pages run newest first, ties by id. fast-check draws catalogues and
 * listings; a plain model of the spec's rules says what the answer must be.
 */
import fc from 'fast-check';
import type { ProductListDto } from '../src/contracts';
import { propertyRuns } from './helpers';
import { loadCatalog, useCatalog, type TestProduct } from './searchCatalog';

const t = useCatalog([]);

const CATEGORIES = ['Alpha Gear', 'alpha gear', 'Beta Gear', 'Men'];
const PARENTS = [null, 'Pads', 'PADS', 'Grips'];
const GENDERS = [null, 'Men', 'Women', 'unisex'];
/** what shoppers' links send: any case, stray spaces, values that name nothing */
const ASKED = [' ALPHA GEAR ', 'alpha gear', ' Beta Gear', 'men ', 'pads', ' GRIPS', 'women', 'Unisex ', 'none such'];

const product: fc.Arbitrary<TestProduct> = fc.record({
  title: fc.constantFrom('Kettle', 'Rope', 'Glove'),
  category: fc.constantFrom(...CATEGORIES),
  parentCategory: fc.constantFrom(...PARENTS),
  gender: fc.constantFrom(...GENDERS),
  featured: fc.boolean(),
  // Few ages, so some products share a date and the id decides.
  age: fc.integer({ min: 1, max: 2 }),
});

const maybe = <T>(values: T[]) => fc.option(fc.constantFrom(...values), { nil: undefined });
const listingAsked = fc.record({
  category: maybe(ASKED),
  gender: maybe(ASKED),
  parentCategory: maybe(ASKED),
  filter: fc.option(fc.uniqueArray(fc.constantFrom(...ASKED, 'null', 'NULL', ''), { minLength: 1, maxLength: 3 }), { nil: undefined }),
  featured: fc.boolean(),
  page: fc.integer({ min: 1, max: 3 }),
  limit: fc.integer({ min: 1, max: 5 }),
});
type Asked = typeof listingAsked extends fc.Arbitrary<infer A> ? A : never;
const WHOLE: Asked = {
  category: undefined,
  gender: undefined,
  parentCategory: undefined,
  filter: undefined,
  featured: false,
  page: 1,
  limit: 15,
};

const norm = (v: string | null | undefined) => (v ?? '').trim().toLowerCase();

/** The model: the spec's listing rules, over the records as imported. */
function passes(p: TestProduct, a: Asked): boolean {
  if (norm(a.category) && norm(p.category) !== norm(a.category)) return false;
  if (norm(a.gender) && (p.gender === null || norm(p.gender) !== norm(a.gender))) return false;
  if (norm(a.parentCategory) && (p.parentCategory === null || norm(p.parentCategory) !== norm(a.parentCategory))) return false;
  const list = (a.filter ?? []).map(norm).filter(Boolean);
  if (list.length) {
    const named = [p.gender, p.category, p.parentCategory].some((v) => v !== null && v !== undefined && list.includes(norm(v)));
    if (!named && !(list.includes('null') && p.gender === null)) return false;
  }
  return !a.featured || p.featured === true;
}

function queryOf(a: Asked): string {
  const params = new URLSearchParams({ page: String(a.page), limit: String(a.limit) });
  for (const name of ['category', 'gender', 'parentCategory'] as const) if (a[name] !== undefined) params.set(name, a[name]);
  if (a.filter) params.set('filter', a.filter.join(','));
  if (a.featured) params.set('featured', 'true');
  return params.toString();
}

it(
  'lists what the filters hold, newest first and ties by id, a page at a time',
  async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(product, { minLength: 1, maxLength: 15 }),
        fc.array(listingAsked, { minLength: 1, maxLength: 4 }),
        async (products, asked) => {
          const records = await loadCatalog(t.db, products);
          // Newest first, then by id: the records' ids follow the order given.
          const order = records
            .map((r, i) => ({ id: r.id, createdAt: r.createdAt, product: products[i]! }))
            .sort((x, y) => y.createdAt.localeCompare(x.createdAt) || x.id.localeCompare(y.id));
          // The whole listing first: its order shows every tie.
          for (const a of [WHOLE, ...asked]) {
            const res = await t.app.inject({ url: `/api/v1/products?${queryOf(a)}` });
            expect(res.statusCode).toBe(200);
            const body = res.json<ProductListDto>();
            const matching = order.filter((r) => passes(r.product, a));
            const start = (a.page - 1) * a.limit;
            expect(body.pagination).toEqual({
              page: a.page,
              limit: a.limit,
              total: matching.length,
              totalPages: Math.ceil(matching.length / a.limit),
            });
            expect(body.data.map((p) => p.id)).toEqual(matching.slice(start, start + a.limit).map((r) => r.id));
          }
        },
      ),
      { numRuns: propertyRuns(40, 200) },
    );
    // Each case imports its products afresh: the thorough count ran past 30 s on a loaded machine.
  },
  propertyRuns(30_000, 120_000),
);
