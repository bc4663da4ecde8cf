/** The two packings of a rank with a key or a row (modules/search/ranks.ts): exact at their limits, ordered as the search needs. */
import fc from 'fast-check';
import { bestFirst, packBestFirst, RANK_LIMIT, rankAndKey, type BestFirst } from '../src/modules/search/ranks';

const rank = fc.integer({ min: 0, max: RANK_LIMIT - 1 });

it('sends a rank and a key as one number and reads both back, up to the largest int4 key', () => {
  fc.assert(
    fc.property(rank, fc.integer({ min: 1, max: 2 ** 31 - 1 }), (r, key) => {
      const n = rankAndKey.pack(r, key);
      expect([rankAndKey.high(n), rankAndKey.low(n)]).toEqual([r, key]);
    }),
  );
});

it('sorts ranked rows best first as plain numbers: higher rank, then lower row (newer)', () => {
  const row = fc.integer({ min: 0, max: 2 ** 26 - 1 });
  fc.assert(
    fc.property(fc.array(fc.tuple(rank, row)), (pairs) => {
      const sorted = Float64Array.from(pairs, ([r, w]) => packBestFirst(r, w)).sort();
      const expected = [...pairs].sort((a, b) => b[0] - a[0] || a[1] - b[1]).map(([, w]) => w);
      expect([...sorted].map((p) => bestFirst.low(p as BestFirst))).toEqual(expected);
    }),
  );
});
