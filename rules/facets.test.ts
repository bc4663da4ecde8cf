import fc from 'fast-check';
import { COUNTED_FACETS, FACET_NAMES, caseKey, listFacetValues, MAX_LISTED_VALUES } from './facets';

describe('the facet table', () => {
  it('counts every facet a shopper filters by, gender aside (set by a listing, never listed)', () => {
    expect(FACET_NAMES).toEqual(['category', 'parentCategory', 'gender', 'size', 'color', 'brand']);
    expect(COUNTED_FACETS).toEqual(['category', 'parentCategory', 'size', 'color', 'brand']);
  });
});

describe('listFacetValues', () => {
  it('joins spellings that differ in case, shown as the commonest, the first given on a tie', () => {
    expect(
      listFacetValues([
        ['black', 1],
        ['Black', 3],
        ['Red', 2],
        ['red', 2],
        ['BLACK', 1],
      ]),
    ).toEqual([
      { value: 'Black', count: 5 },
      { value: 'Red', count: 4 },
    ]);
  });

  it('leaves out blank and uncounted values, and lists the commonest first, then by value', () => {
    expect(
      listFacetValues([
        [' ', 4],
        ['', 2],
        ['M', 0],
        ['S', 2],
        ['L', 2],
        ['XL', 3],
      ]),
    ).toEqual([
      { value: 'XL', count: 3 },
      { value: 'L', count: 2 },
      { value: 'S', count: 2 },
    ]);
  });

  it('lists at most the largest number of values, whatever it is given', () => {
    const spelling = fc.stringMatching(/^[A-Za-z ]{0,4}$/);
    fc.assert(
      fc.property(fc.array(fc.tuple(spelling, fc.nat(5)), { maxLength: 300 }), (counts) => {
        const listed = listFacetValues(counts);
        expect(listed.length).toBeLessThanOrEqual(MAX_LISTED_VALUES);
        // One entry per spelling group, each one of the group's spellings, counting all of them.
        expect(new Set(listed.map((v) => caseKey(v.value))).size).toBe(listed.length);
        for (const { value, count } of listed) {
          expect(counts.some(([v, n]) => v === value && n > 0)).toBe(true);
          expect(count).toBe(counts.filter(([v]) => caseKey(v) === caseKey(value)).reduce((sum, [, n]) => sum + n, 0));
        }
        for (let i = 1; i < listed.length; i++) expect(listed[i - 1]!.count).toBeGreaterThanOrEqual(listed[i]!.count);
      }),
    );
  });
});
