/**
 * A match's rank and how it travels and sorts. Ranked matches cross two hot spots as one number
 * per match rather than pairs: PostgreSQL's aggregate sends `rank × 2^32 + key` (one list of
 * numbers to write and read), and the catalogue copy sorts `inverted rank × 2^26 + row` as plain
 * numbers (no comparator calls). Both limits rest on RANK_LIMIT, so they are defined together here.
 */

/** Each tier's share of a rank: below it, at most 8 groups matched and at most 4 × 8 group terms scored. */
export const MATCHED = 64;
export const PHRASE = 64 * MATCHED;
/** Above the phrase: the product is of the kind the query names (its last word: "cricket bat" → bats), 2 as typed, 1 by a synonym. */
export const KIND = 2 * PHRASE;
/** Every rank is below this: two kind levels plus at most a whole kind's worth below them. */
export const RANK_LIMIT = 4 * KIND;

/** Search keys (an int4 identity) and catalogue rows: below these. */
const KEY_SPAN = 2 ** 32;
const ROW_SPAN = 2 ** 26;

declare const packed: unique symbol;
/** Two whole numbers in one, `high × span + low`: a number of one packing cannot be read by the other. */
type Packed<Kind extends string> = number & { readonly [packed]: Kind };

/** Exact while `high × span + low` stays below 2^53, ordered by `high` then `low`. */
function packing<Kind extends string>(span: number, highLimit: number) {
  if (highLimit * span > Number.MAX_SAFE_INTEGER) throw new Error(`${highLimit} × ${span} does not fit a float64 exactly`);
  return {
    span,
    pack: (high: number, low: number) => (high * span + low) as Packed<Kind>,
    high: (n: Packed<Kind>) => Math.floor(n / span),
    low: (n: Packed<Kind>) => n % span,
  };
}

/** A ranked match as PostgreSQL sends it: `rank × 2^32 + key` (high: rank, low: key). */
export const rankAndKey = packing<'rank, key'>(KEY_SPAN, RANK_LIMIT);
export type RankAndKey = Packed<'rank, key'>;

/** The SQL of rankAndKey.pack, for the aggregate that sends ranked matches. */
export const rankAndKeySql = (rank: string, key: string) => `(${rank})::int8 * ${rankAndKey.span} + ${key}`;

/** A ranked row as the catalogue copy sorts it, best first: `(RANK_LIMIT - rank) × 2^26 + row`. */
export const bestFirst = packing<'inverted rank, row'>(ROW_SPAN, RANK_LIMIT + 1);
export type BestFirst = Packed<'inverted rank, row'>;

/** Sortable ascending: higher rank first, then lower row (the copy's newest-first order). */
export const packBestFirst = (rank: number, row: number): BestFirst => bestFirst.pack(RANK_LIMIT - Math.min(rank, RANK_LIMIT), row);
