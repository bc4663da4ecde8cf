import { caseKey } from '../../../../rules/facets';
import { totalPages } from '../../../../rules/paging';
/**
 * The results of GET /search, from checked inputs (routes.ts does the HTTP
 * side), and what GET /products shares with them: the catalogue copy and the page's products.
 */
import type { ProductDto } from '../catalog';
import type { SearchResultDto, SearchSort } from './contract';
import { appState, type AppContext } from '../../platform/http/context';
import { productsByIds, withAbsoluteUrls } from '../catalog';
import { kindKeys, matchKeys, rankedMatches, type TextMatch } from './repository/matches';
import { catalogueColumns } from './repository/catalogue';
import { browse as browseCatalogue, type Browsed } from './browse';
import { buildCatalogue, preferWithinRanks, rankedKeys, rowsOfKeys, type Catalogue, type Ranked } from './catalogue';
import { failing, PASSES, searchFilters, withUnderstood, type SearchFilters } from '../../../../rules/filters';
import { testsOf } from './filters';
import { cheapBand, cheapFilter, understand, type Understood, type Vocabulary } from '../../../../rules/intent';
import type { SynonymIndex } from './synonyms';
import { KIND } from './ranks';
import { allQuery, kindQueries, kindWords, toTextMatch, type Group } from './tsquery';
import { cachedWords, planQuery } from './words';
import { catalogueCache } from './catalogueCache';
import { soldOutRows, type Stock } from './stock';

/** A match that ranks nothing (only its keys are read). */
const NO_KIND = { typed: '', any: '' };

export interface SearchInput {
  /** undefined: browse (no words asked) */
  q: string | undefined;
  exact: boolean;
  filters: SearchFilters;
  sort: SearchSort;
  page: number;
  limit: number;
}

/** The API's copy of the catalogue's browsing data, made once per catalogue version. */
export const catalogueOf = (ctx: AppContext): Promise<Catalogue> =>
  catalogueCache(ctx).get(
    'catalogue',
    async () => {
      const { version, columns } = await catalogueColumns(ctx.db);
      return buildCatalogue(version, columns);
    },
    'catalogue',
  );

const matchKey = (text: TextMatch, ranked: boolean) => JSON.stringify(ranked ? [text.match, text.phrase, text.groups] : [text.match]);

/**
 * The kind tier of each row (added to its rank): 2 × KIND when its kind is the query's last word
 * as typed, KIND when it is one an alternative names (tsquery.ts kindWords). Counted on the
 * catalogue copy's kind stems: testing each matching row's kind in SQL cost a tenth of a search.
 */
async function kindBonus(ctx: AppContext, catalogue: Catalogue, groups: Group[]): Promise<(row: number) => number> {
  const words = kindWords(groups);
  if (!words) return () => 0;
  const stems = async (list: string[]) => {
    const tokens = await cachedWords(ctx.db, catalogueCache(ctx)).analyse(list.join(' '));
    return new Set(tokens.map((t) => catalogue.kindStems.get(t.stem ?? t.word)).filter((id) => id !== undefined));
  };
  const [typed, any] = await Promise.all([stems([words.typed]), stems(words.any)]);
  if (any.size === 0) return () => 0;
  const { start, items } = catalogue.kind;
  return (row) => {
    let level = 0;
    for (let i = start[row]!; i < start[row + 1]!; i++) {
      if (typed.has(items[i]!)) return 2 * KIND;
      if (any.has(items[i]!)) level = KIND;
    }
    return level;
  };
}

/** The products matching the groups in relevance order, as rows of the catalogue copy, with their ranks. */
async function rankedRows(ctx: AppContext, catalogue: Catalogue, groups: Group[]): Promise<{ rows: Int32Array; ranks: Int32Array }> {
  const text = toTextMatch(groups);
  const ranked = await catalogueCache(ctx).get(
    matchKey(text, true),
    async () => {
      const [matches, bonus] = await Promise.all([rankedMatches(ctx.db, text), kindBonus(ctx, catalogue, groups)]);
      return rankedKeys(catalogue, matches, bonus);
    },
    'match',
  );
  // rankedKeys kept only keys the copy holds: rows and ranks stay aligned.
  return { rows: rowsOfKeys(catalogue, ranked.keys), ranks: ranked.ranks };
}

/**
 * The products matching a query, as rows of the catalogue copy, in no order. Kept per query for
 * as long as the catalogue stays the same, so another sort, page or filter of the same words
 * costs no matching (a ranked list serves these asks too).
 */
export async function matchedRows(ctx: AppContext, catalogue: Catalogue, text: TextMatch): Promise<Int32Array> {
  const keys = await catalogueCache(ctx).get(
    matchKey(text, false),
    async () => catalogueCache(ctx).peek<Ranked>(matchKey(text, true), 'match')?.keys ?? matchKeys(ctx.db, text),
    'match',
  );
  return rowsOfKeys(catalogue, keys);
}

/**
 * Rows for the page: in relevance order, a gender the words named (not unisex) first among
 * equally ranked rows, as the words "for women" used to rank women's products first as text.
 */
async function searchRows(ctx: AppContext, catalogue: Catalogue, groups: Group[], sort: SearchSort, understood: Understood[]) {
  if (sort !== 'relevance') return matchedRows(ctx, catalogue, toTextMatch(groups));
  const { rows, ranks } = await rankedRows(ctx, catalogue, groups);
  const named = new Set(
    understood.filter((u) => u.facet === 'gender').flatMap((u) => u.values.filter((v) => caseKey(v) !== 'unisex').map(caseKey)),
  );
  if (named.size === 0) return rows;
  const { start, items } = catalogue.facets.gender;
  const wanted = (row: number) => start[row]! < start[row + 1]! && named.has(caseKey(catalogue.values[items[start[row]!]!]!));
  return preferWithinRanks(rows, ranks, wanted);
}

/** A page's products, each read once per catalogue version (missing ones, removed since, left out). */
export async function pageProducts(ctx: AppContext, ids: string[]): Promise<ProductDto[]> {
  const found = await catalogueCache(ctx).getMany('product', ids, async (missing) => {
    const byId = new Map((await productsByIds(ctx.db, missing)).map((p) => [p.id, withAbsoluteUrls(ctx, p)]));
    return missing.map((id) => byId.get(id) ?? null);
  });
  return found.filter((p) => p !== null);
}

/** The vocabulary of the catalogue copy and synonyms asked last: each search asks it, and they change only together with the copy. */
const lastVocabulary = appState(
  'search vocabulary',
  (): { catalogue?: Catalogue; synonyms?: SynonymIndex; vocabulary?: Vocabulary } => ({}),
);

/** The catalogue's facet values, and the synonyms file's terms of several words, which stay text ("carrom men"). */
export function vocabularyOf(ctx: AppContext, catalogue: Catalogue, synonyms: SynonymIndex): Vocabulary {
  const kept = lastVocabulary(ctx);
  if (kept.catalogue === catalogue && kept.synonyms === synonyms) return kept.vocabulary!;
  const terms = [...synonyms.values()].flatMap((entries) =>
    entries.flatMap((e) => e.expand.filter((w) => w.length > 1).map((w) => w.join(' '))),
  );
  const vocabulary = { ...catalogue.vocabulary, phrases: [...new Set(terms)] };
  Object.assign(kept, { catalogue, synonyms, vocabulary });
  return vocabulary;
}

/** The prices of the rows (every product when null) that pass the filters. `soldOut`: stock.ts soldOutRows. */
export function pricesOf(catalogue: Catalogue, rows: Int32Array | null, filters: SearchFilters, soldOut: Uint8Array): number[] {
  const tests = testsOf(catalogue, searchFilters(filters), soldOut);
  const prices: number[] = [];
  const take = (row: number) => failing(tests, row) === PASSES && prices.push(catalogue.price[row]!);
  if (rows) rows.forEach(take);
  else for (let row = 0; row < catalogue.count; row++) take(row);
  return prices;
}

/**
 * The rows of the kind the words name ("cheap bicycle": bicycles, not the cycling helmets that
 * match too), or all of them when none is of that kind: what is cheap is judged among those.
 */
export async function ofKindNamed(ctx: AppContext, catalogue: Catalogue, groups: Group[], rows: Int32Array): Promise<Int32Array> {
  const kind = kindQueries(groups).any;
  const ofKind = await catalogueCache(ctx).get(`kind:${kind}`, async () => rowsOfKeys(catalogue, await kindKeys(ctx.db, kind)), 'match');
  const wanted = new Uint8Array(catalogue.count);
  ofKind.forEach((row) => (wanted[row] = 1));
  const named = rows.filter((row) => wanted[row] === 1);
  return named.length > 0 ? named : rows;
}

/** `stock`: read for this request (stock.ts stockOf); the answer carries the "In stock only" facet when the shop counts stock. */
export async function searchResult(ctx: AppContext, synonyms: SynonymIndex, input: SearchInput, stock: Stock): Promise<SearchResultDto> {
  const { q, sort, page, limit } = input;
  const opts = { prefix: true, exact: input.exact };
  const catalogue = await catalogueOf(ctx);
  const soldOut = soldOutRows(catalogue, stock);
  const browse = (rows: Int32Array | null, f: SearchFilters, offset: number, count: number) =>
    browseCatalogue(catalogue, rows, f, sort, offset, count, soldOut);
  const facetsOf = (b: Browsed) => (stock.counted ? { ...b.facets, inStock: b.inStock } : b.facets);
  const intent = q === undefined ? null : understand(q, vocabularyOf(ctx, catalogue, synonyms));
  const understood = intent ? [...intent.understood] : [];
  // Only filter words ("under 2000", "puma"): browse under those filters.
  const text = intent && (intent.text !== '' || (understood.length === 0 && intent.cheap === null)) ? intent.text : undefined;
  // The plan does not change with the page, sort or filters: they reuse it.
  const plan =
    text === undefined
      ? null
      : await catalogueCache(ctx).get(`plan:${JSON.stringify([text, opts])}`, () =>
          planQuery(cachedWords(ctx.db, catalogueCache(ctx)), synonyms, text, opts),
        );
  let filters = withUnderstood(input.filters, understood);
  const query: SearchResultDto['query'] = { q: q ?? '', understood };
  if (plan && plan.groups.length === 0) {
    // Nothing to search: the facets of no products (every facet empty, no price span).
    return {
      data: [],
      pagination: { page, limit, total: 0, totalPages: 0 },
      facets: facetsOf(browse(new Int32Array(0), filters, 0, 0)),
      query,
    };
  }
  let rows = plan ? await searchRows(ctx, catalogue, plan.groups, sort, understood) : null;
  if (intent?.cheap) {
    const max = cheapBand(pricesOf(catalogue, plan ? await ofKindNamed(ctx, catalogue, plan.groups, rows!) : null, filters, soldOut));
    if (max !== null) {
      understood.push(cheapFilter(intent.cheap, max));
      filters = withUnderstood(filters, understood.slice(-1));
    }
  }
  let result = browse(rows, filters, (page - 1) * limit, limit);
  let corrected = result.total > 0 ? plan?.corrected : null;
  if (result.total === 0 && plan && plan.groups.length > 1 && !input.exact) {
    // Nothing has every word: leave out the words the catalogue does not hold at all ("nike shoes" → shoes);
    // not when the shopper asked for the words as typed.
    const kept = plan.groups.map((_, i) => i).filter((i) => plan.words[i]!.known);
    if (kept.length > 0 && kept.length < plan.groups.length) {
      rows = await searchRows(
        ctx,
        catalogue,
        kept.map((i) => plan.groups[i]!),
        sort,
        understood,
      );
      const relaxed = browse(rows, filters, (page - 1) * limit, limit);
      if (relaxed.total > 0) {
        result = relaxed;
        const dropped = plan.words.filter((_, i) => !kept.includes(i)).map((w) => w.typed);
        query.relaxed = { dropped: dropped.join(' '), showing: kept.map((i) => plan.words[i]!.shown).join(' ') };
      }
    }
  }
  // Nothing found: offer a bolder correction when it would find something under the same filters.
  if (result.total === 0 && plan?.loose) {
    const loose = { match: allQuery(plan.loose.groups), phrase: '', kind: NO_KIND, groups: [] };
    if (browse(await matchedRows(ctx, catalogue, loose), filters, 0, 0).total > 0) corrected = plan.loose.text;
  }
  const { total, ids } = result;
  return {
    data: await pageProducts(ctx, ids),
    pagination: { page, limit, total, totalPages: totalPages(total, limit) },
    facets: facetsOf(result),
    query: corrected ? { ...query, corrected } : query,
  };
}
