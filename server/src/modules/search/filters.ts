/**
 * The filter model of GET /search (browse.ts) and GET /products (listing.ts) is rules/filters.ts,
 * the app's and the fake shop's too: a call's query becomes a list of filters, each a test, and
 * `failing` evaluates a row against them all. Here the filters become tests over the catalogue
 * copy's typed arrays rather than plain rows, for speed; server/test/search-filters.test.ts holds
 * them to the plain-row tests.
 */
import { caseKey } from '../../../../rules/facets';
import type { Filter, Test } from '../../../../rules/filters';
import type { Catalogue, Multi } from './catalogue';

/** Whether the row holds a value of one of the groups marked in `wanted`. */
function holds({ start, items }: Multi, groupOf: Int32Array, wanted: Uint8Array) {
  return (row: number) => {
    for (let i = start[row]!; i < start[row + 1]!; i++) if (wanted[groupOf[items[i]!]!] === 1) return true;
    return false;
  };
}

function test(catalogue: Catalogue, filter: Filter, soldOut: Uint8Array): Test<number>['passes'] {
  const { facets, price, onSale, featured } = catalogue;
  if ('values' in filter) {
    // Values differing only in case are one group: mark the groups wanted, then compare numbers.
    const wanted = new Uint8Array(catalogue.groups.size);
    for (const v of filter.values) {
      const group = catalogue.groups.get(caseKey(v.trim()));
      if (group !== undefined) wanted[group] = 1;
    }
    const tests = filter.facets.map((facet) => holds(facets[facet], catalogue.groupOf, wanted));
    const none = filter.orNone && facets[filter.orNone].start;
    if (tests.length === 1 && !none) return tests[0]!;
    return (row) => tests.some((t) => t(row)) || (!!none && none[row] === none[row + 1]);
  }
  if (filter.name === 'price') return (row) => price[row]! >= filter.min && price[row]! <= filter.max;
  if (filter.name === 'inStock') return (row) => soldOut[row] !== 1;
  const flag = filter.name === 'onSale' ? onSale : featured;
  return (row) => flag[row] === 1;
}

/** The filters as tests on the copy's rows: made once per call, run once per row. `soldOut`: stock.ts soldOutRows. */
export const testsOf = (catalogue: Catalogue, filters: readonly Filter[], soldOut: Uint8Array): Array<Test<number>> =>
  filters.map((filter) => ({ name: filter.name, passes: test(catalogue, filter, soldOut) }));
