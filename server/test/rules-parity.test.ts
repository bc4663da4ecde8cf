/**
 * rules/ holds what the app, the server and the fake shop must agree on; the app and the fake use
 * it already. Until the server imports each rule in place of its own copy, this file holds every
 * copy to its rule: the same values, and the same outputs on any input. A check goes with the copy
 * it watches. The server's typed-array engine of the facet model (search/browse.ts, filters.ts)
 * stays the server's for speed, held here to the plain-row model it must answer as.
 */
import fc from 'fast-check';
import { API_PREFIX as RULES_API_PREFIX } from '../../rules/api';
import { browseRows } from '../../rules/browse';
import * as rulesDelivery from '../../rules/delivery';
import * as rulesFacets from '../../rules/facets';
import * as rulesFilters from '../../rules/filters';
import * as rulesPincode from '../../rules/pincode';
import * as queryLimits from '../../rules/queryLimits';
import * as reviewListing from '../../rules/reviewListing';
import { formatInr } from '../../rules/money';
import * as paging from '../../rules/paging';
import * as rulesReviews from '../../rules/reviews';
import { API_PREFIX } from '../src/app';
import * as contracts from '../src/contracts';
import { rupees } from '../src/delivery/rules';
import { notServed, spacedPincode } from '../src/delivery/service';
import { queryInteger } from '../src/http/inputs';
import { checkReview, ReviewFieldsError } from '../src/reviews/fields';
import { MALFORMED_ORDER_VALUE, MALFORMED_PINCODE } from '../src/routes/delivery';
import { MAX_LIMIT } from '../src/routes/products';
import { MAX_SEARCH_LIMIT } from '../src/routes/search';
import { browse, MAX_FACET_VALUES } from '../src/search/browse';
import { buildCatalogue } from '../src/search/catalogue';
import * as facets from '../src/search/facets';
import * as filters from '../src/search/filters';
import { listingFilters } from '../src/search/listing';
import { withUnderstood } from '../src/search/results';

describe('the facet model', () => {
  it('has one table', () => {
    expect(facets.FACETS).toEqual(rulesFacets.FACETS);
    expect(facets.FACET_NAMES).toEqual(rulesFacets.FACET_NAMES);
    expect(facets.COUNTED_FACETS).toEqual(rulesFacets.COUNTED_FACETS);
    expect(MAX_FACET_VALUES).toBe(rulesFacets.MAX_LISTED_VALUES);
  });

  it("asks what the contract's query takes", () => {
    const query = contracts.SearchQuery.properties;
    expect(query.q.maxLength).toBe(queryLimits.MAX_QUERY_LENGTH);
    const [one, many] = query.size.anyOf;
    expect([one.maxLength, many.maxItems, many.items.maxLength]).toEqual([
      queryLimits.MAX_FILTER_VALUE_LENGTH,
      queryLimits.MAX_FILTER_VALUES,
      queryLimits.MAX_FILTER_VALUE_LENGTH,
    ]);
  });

  const SPELLINGS = {
    category: ['Alpha Gear', 'alpha gear', 'Beta Gear', 'Red'],
    parentCategory: ['Pads', 'pads', 'Grips'],
    gender: ['Men', 'Women', 'women', ' Men'],
    size: ['S', 'M', 'L', 'XL', ''],
    color: ['Black', 'black', 'BLACK', 'Red', 'Sky Blue', '  '],
    brand: ['Nivia', 'Yonex', 'nivia', 'red'],
  };
  type Name = keyof typeof SPELLINGS;
  const one = (values: string[]) => fc.option(fc.constantFrom(...values));
  const many = (values: string[]) => fc.array(fc.constantFrom(...values), { maxLength: 3 });
  const row = fc.record({
    facets: fc.record({
      category: fc.constantFrom(...SPELLINGS.category),
      parentCategory: one(SPELLINGS.parentCategory),
      gender: one(SPELLINGS.gender),
      size: many(SPELLINGS.size),
      color: many(SPELLINGS.color),
      brand: many(SPELLINGS.brand),
    }),
    price: fc.integer({ min: 1, max: 50 }).map((n) => n * 100),
    onSale: fc.boolean(),
    featured: fc.boolean(),
  });
  const some = (values: string[]) =>
    fc.uniqueArray(fc.constantFrom(...values, ...values.map((v) => ` ${v.toUpperCase()}`)), { maxLength: 2 });
  const searchFilters = fc
    .record({
      category: some(SPELLINGS.category),
      parentCategory: some(SPELLINGS.parentCategory),
      gender: some(SPELLINGS.gender),
      size: some(SPELLINGS.size),
      color: some(SPELLINGS.color),
      brand: some(SPELLINGS.brand),
      minPrice: fc.option(fc.integer({ min: 0, max: 30 }).map((n) => n * 100)),
      maxPrice: fc.option(fc.integer({ min: 20, max: 60 }).map((n) => n * 100)),
      onSale: fc.boolean(),
    })
    .map((f) => ({ ...f, maxPrice: f.maxPrice === null ? null : Math.max(f.maxPrice, f.minPrice ?? 0) }));

  /** The server's catalogue copy of plain rows, newest first as its SQL reads them. */
  const copyOf = (rows: rulesFilters.Row[]) =>
    buildCatalogue('1', {
      key: rows.map((_, i) => i + 1),
      id: rows.map((_, i) => `p${i}`),
      facets: Object.fromEntries(
        facets.FACETS.map(({ name, many: isMany }) => [
          name,
          rows.map((r) => (isMany ? [...rulesFilters.valuesIn(r.facets[name])] : (r.facets[name] as string | null))),
        ]),
      ) as Record<Name, Array<string | null | string[]>>,
      price: rows.map((r) => r.price),
      onSale: rows.map((r) => r.onSale),
      featured: rows.map((r) => r.featured),
      kind: rows.map(() => null),
      position: { 'price-asc': rows.map((_, i) => i), 'price-desc': rows.map((_, i) => i), discount: rows.map((_, i) => i) },
    });

  it('reads the same filters from a search and a listing, and joins words the same way', () => {
    fc.assert(
      fc.property(searchFilters, (f) => {
        expect(filters.searchFilters(f)).toEqual(rulesFilters.searchFilters(f));
        const understood = [
          { facet: 'color' as const, words: 'red', value: 'Red', values: ['Red'] },
          { facet: 'price' as const, words: 'under 2000', value: '-2000', values: [], max: 2000 },
        ];
        expect(withUnderstood(f, understood)).toEqual(rulesFilters.withUnderstood(f, understood));
      }),
    );
    fc.assert(
      fc.property(
        fc.record({
          category: fc.option(fc.string(), { nil: undefined }),
          gender: fc.option(fc.string(), { nil: undefined }),
          filter: fc.option(fc.string(), { nil: undefined }),
          featured: fc.boolean(),
        }),
        (f) => expect(listingFilters({ page: 1, limit: 12, ...f })).toEqual(rulesFilters.listingFilters({ page: 1, limit: 12, ...f })),
      ),
    );
    expect(filters.noFilters()).toEqual(rulesFilters.noFilters());
    expect([filters.PASSES, filters.FAILS_MANY]).toEqual([rulesFilters.PASSES, rulesFilters.FAILS_MANY]);
  });

  it('filters and counts as the plain-row model does, to the spelling shown', () => {
    fc.assert(
      fc.property(fc.array(row, { maxLength: 15 }), searchFilters, fc.boolean(), (rows, f, browsing) => {
        const matched = browsing ? null : rows.map((_, i) => i).filter((i) => i % 3 !== 1);
        const server = browse(copyOf(rows), matched && Int32Array.from(matched), f, 'relevance', 0, 100);
        const model = browseRows(rows, matched, rulesFilters.searchFilters(f));
        expect(server.ids).toEqual(model.passing.map((i) => `p${i}`));
        expect(server.total).toBe(model.passing.length);
        expect(server.facets).toEqual({ ...model.facets, price: model.price });
      }),
      { numRuns: 300 },
    );
  });
});

describe('the review rules', () => {
  it('has one set of limits and messages', () => {
    expect(contracts.REVIEW_MESSAGES).toEqual(rulesReviews.REVIEW_MESSAGES);
    expect(contracts.REVIEW_SORTS).toEqual(reviewListing.REVIEW_SORTS);
    expect([contracts.REVIEWS_PER_PAGE, contracts.REVIEW_TITLE_MAX, contracts.REVIEW_TEXT_MIN, contracts.REVIEW_TEXT_MAX]).toEqual([
      reviewListing.REVIEWS_PER_PAGE,
      rulesReviews.REVIEW_TITLE_MAX,
      rulesReviews.REVIEW_TEXT_MIN,
      rulesReviews.REVIEW_TEXT_MAX,
    ]);
  });

  it('takes and refuses the same reviews, with the same messages', () => {
    const text = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 2100 }),
      fc.constantFrom('👍'.repeat(100), '👍'.repeat(101), ' '.repeat(30), 'x'.repeat(20)),
    );
    fc.assert(
      fc.property(
        fc.option(fc.oneof(fc.integer({ min: -1, max: 6 }), fc.double()), { nil: undefined }),
        fc.option(text, { nil: undefined }),
        fc.option(text, { nil: undefined }),
        (rating, title, body) => {
          const rule = rulesReviews.checkReview({ rating, title, text: body });
          let server: ReturnType<typeof checkReview> | ReviewFieldsError;
          try {
            server = checkReview({ rating, title, text: body });
          } catch (refused) {
            server = refused as ReviewFieldsError;
          }
          if (rule.ok) expect(server).toEqual(rule.review);
          else expect(server instanceof ReviewFieldsError && server.body).toEqual({ error: rule.error, fields: rule.fields });
        },
      ),
    );
  });
});

describe('the delivery words', () => {
  it('has one pincode shape and the same sentences', () => {
    expect(contracts.PINCODE_PATTERN).toBe(rulesPincode.PINCODE_PATTERN);
    expect(MALFORMED_PINCODE).toBe(rulesDelivery.MALFORMED_PINCODE);
    expect(MALFORMED_ORDER_VALUE).toBe(rulesDelivery.MALFORMED_ORDER_VALUE);
    fc.assert(
      fc.property(fc.stringMatching(/^[1-9][0-9]{5}$/), (pincode) => {
        expect(notServed(pincode)).toBe(rulesDelivery.notServedText(pincode));
        expect(spacedPincode(pincode)).toBe(rulesDelivery.formatPincode(pincode));
        // refusals.ts codRefusal's sentences, for a place and for a ceiling.
        expect(`Cash on Delivery is not available for pincode ${pincode}`).toBe(rulesDelivery.codUnavailableText('area', pincode, 25_000));
      }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999_999_999 }), (ceiling) =>
        expect(`Cash on Delivery is not available for orders above ${rupees(ceiling)}`).toBe(
          rulesDelivery.codUnavailableText('order_value', '560001', ceiling),
        ),
      ),
    );
  });
});

describe('rupees, the API prefix and page sizes', () => {
  it('formats rupees as the shop does', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 10 ** 11 }), (paise) => expect(rupees(paise / 100)).toBe(formatInr(paise / 100))));
  });

  it('serves the same pages under the same path', () => {
    expect(API_PREFIX).toBe(RULES_API_PREFIX);
    expect(contracts.MAX_PAGE).toBe(paging.MAX_PAGE);
    expect([MAX_LIMIT, MAX_SEARCH_LIMIT]).toEqual([paging.MAX_PAGE_SIZE, paging.MAX_PAGE_SIZE]);
    expect(() => queryInteger('101', 'limit', paging.DEFAULT_PAGE_SIZE, 1, paging.MAX_PAGE_SIZE)).toThrow(
      paging.outOfRangeMessage('limit', 1, 100),
    );
  });
});
