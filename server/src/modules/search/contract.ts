/** Wire shapes of listings and searches (`GET /products`, `GET /search`, `GET /search/suggest`). */
import { Type, type Static, type TArray, type TOptional } from '@sinclair/typebox';
import { MAX_FILTER_VALUE_LENGTH, MAX_FILTER_VALUES, MAX_QUERY_LENGTH } from '../../../../rules/queryLimits';
import { closed, Nullable, PaginationDto, WholeNumberText } from '../../platform/http/wire';
import { ProductDto } from '../catalog/contract';
import { COUNTED_FACETS, FACET_NAMES, type CountedFacetName, type FacetName } from '../../../../rules/facets';

const filterText = Type.String({ maxLength: MAX_FILTER_VALUE_LENGTH });

/** `GET /products` query, as it arrives: every value is text. */
export const ProductListQuery = Type.Object(
  {
    page: Type.Optional(WholeNumberText),
    limit: Type.Optional(WholeNumberText),
    category: Type.Optional(filterText),
    gender: Type.Optional(filterText),
    /** Comma-separated values matched against the product's gender; `null` matches none set. */
    filter: Type.Optional(Type.String({ maxLength: 500 })),
    parentCategory: Type.Optional(filterText),
    featured: Type.Optional(Type.Union([Type.Literal('true'), Type.Literal('false')])),
    /** `true`: only products not wholly sold out (those whose stock is not counted stay). */
    inStock: Type.Optional(Type.Union([Type.Literal('true'), Type.Literal('false')])),
  },
  closed,
);
export type ProductListQuery = Static<typeof ProductListQuery>;

export const ProductListDto = Type.Object({ data: Type.Array(ProductDto), pagination: PaginationDto }, closed);
export type ProductListDto = Static<typeof ProductListDto>;

/** One filter value, or the same filter repeated (`size=M&size=L`): OR within a facet, AND across. */
const FacetFilter = Type.Union([filterText, Type.Array(filterText, { maxItems: MAX_FILTER_VALUES })]);
/** Every facet of facets.ts as a filter of the query. */
const facetFilters = Object.fromEntries(FACET_NAMES.map((name) => [name, Type.Optional(FacetFilter)])) as Record<
  FacetName,
  TOptional<typeof FacetFilter>
>;

export const SEARCH_SORTS = ['relevance', 'newest', 'price-asc', 'price-desc', 'discount'] as const;
export const SearchSort = Type.Union(SEARCH_SORTS.map((s) => Type.Literal(s)));
export type SearchSort = Static<typeof SearchSort>;

/** Prices in a query: whole or with up to 2 decimals, as text. */
const PriceText = Type.String({ pattern: '^[0-9]{1,9}(\\.[0-9]{1,2})?$' });

/**
 * `GET /search` query, as it arrives. `sort` defaults to `relevance` with `q`, else `newest`;
 * price is `discountedPrice` when set, else `regularPrice`. Without `q` the call browses (every
 * product under the filters); a `q` with no word to search (blank, punctuation, only words like
 * "the") finds nothing. `exact=true` searches the words as typed, without spelling corrections
 * (the way back from "Showing results for …").
 */
export const SearchQuery = Type.Object(
  {
    q: Type.Optional(Type.String({ maxLength: MAX_QUERY_LENGTH })),
    page: Type.Optional(WholeNumberText),
    limit: Type.Optional(WholeNumberText),
    sort: Type.Optional(SearchSort),
    ...facetFilters,
    minPrice: Type.Optional(PriceText),
    maxPrice: Type.Optional(PriceText),
    onSale: Type.Optional(Type.Union([Type.Literal('true'), Type.Literal('false')])),
    /** `true`: only products not wholly sold out (those whose stock is not counted stay). */
    inStock: Type.Optional(Type.Union([Type.Literal('true'), Type.Literal('false')])),
    exact: Type.Optional(Type.Union([Type.Literal('true'), Type.Literal('false')])),
  },
  closed,
);
export type SearchQuery = Static<typeof SearchQuery>;

export const FacetCountDto = Type.Object({ value: Type.String(), count: Type.Integer() }, closed);
export type FacetCountDto = Static<typeof FacetCountDto>;
/** Every counted facet of facets.ts in the answer. */
const facetCounts = Object.fromEntries(COUNTED_FACETS.map((name) => [name, Type.Array(FacetCountDto)])) as Record<
  CountedFacetName,
  TArray<typeof FacetCountDto>
>;

/**
 * Each facet is counted with every other filter applied but not its own (choosing size M still
 * shows how many are in L). `price` spans the products matching everything but the price range;
 * both are null when none match. `inStock`, only when the shop counts stock: how many products
 * matching every filter are not wholly sold out ("In stock only" on or off alike).
 */
export const SearchFacetsDto = Type.Object(
  {
    ...facetCounts,
    price: Type.Object({ min: Nullable(Type.Number()), max: Nullable(Type.Number()) }, closed),
    inStock: Type.Optional(Type.Integer({ minimum: 0 })),
  },
  closed,
);
export type SearchFacetsDto = Static<typeof SearchFacetsDto>;

/** The facets a query's words can name (the intent parser, rules/intent.ts): `price` is read from words like "under 2000". */
export const UNDERSTOOD_FACETS = ['price', 'gender', 'size', 'color', 'brand'] as const;

/**
 * Words of `q` taken as a filter rather than matched as text: `words` as they stand in `q` (the app
 * takes them out of `q` to drop the filter), `value` as the catalogue writes it ("UK 9", "Men") or
 * for price `min-max` with an open side blank ("-2000", "5000-", "1000-2000"), `values` the
 * catalogue values filtered on (gender "kids" → Boys, Girls; "men" → Men, Unisex), `min`/`max` the
 * price bounds (price only). They join the query's filters: OR with the same facet's, AND across.
 */
export const UnderstoodDto = Type.Object(
  {
    facet: Type.Union(UNDERSTOOD_FACETS.map((f) => Type.Literal(f))),
    words: Type.String(),
    value: Type.String(),
    values: Type.Array(Type.String()),
    min: Type.Optional(Type.Number()),
    max: Type.Optional(Type.Number()),
  },
  closed,
);
export type UnderstoodDto = Static<typeof UnderstoodDto>;

/**
 * The query as the API read it. `corrected`: the query spelled as the catalogue knows it, when the
 * words typed found little or nothing. `understood`: the words taken as filters (may be empty).
 * `relaxed`: no product matched every word, so the words naming nothing the shop has (`dropped`,
 * as typed) were left out and the rest (`showing`) searched: "No results for ‘nike’ — showing shoes".
 */
export const SearchQueryDto = Type.Object(
  {
    q: Type.String(),
    corrected: Type.Optional(Type.String()),
    understood: Type.Array(UnderstoodDto),
    relaxed: Type.Optional(Type.Object({ dropped: Type.String(), showing: Type.String() }, closed)),
  },
  closed,
);
export type SearchQueryDto = Static<typeof SearchQueryDto>;

export const SearchResultDto = Type.Object(
  {
    data: Type.Array(ProductDto),
    pagination: PaginationDto,
    facets: SearchFacetsDto,
    query: SearchQueryDto,
  },
  closed,
);
export type SearchResultDto = Static<typeof SearchResultDto>;

/**
 * `GET /search/suggest` query. `limit` (1–20, default 5) caps the product suggestions; the answer
 * lists up to 3 query completions first, then up to 3 categories, then the products.
 */
export const SuggestQuery = Type.Object(
  { q: Type.Optional(Type.String({ maxLength: MAX_QUERY_LENGTH })), limit: Type.Optional(WholeNumberText) },
  closed,
);
export type SuggestQuery = Static<typeof SuggestQuery>;

export const ProductSuggestionDto = Type.Object(
  { type: Type.Literal('product'), text: Type.String(), productId: Type.String(), imgUrl: Type.String(), price: Type.Number() },
  closed,
);
export const CategorySuggestionDto = Type.Object({ type: Type.Literal('category'), text: Type.String(), category: Type.String() }, closed);
export const QuerySuggestionDto = Type.Object({ type: Type.Literal('query'), text: Type.String() }, closed);
export const SuggestionDto = Type.Union([ProductSuggestionDto, CategorySuggestionDto, QuerySuggestionDto]);
export type SuggestionDto = Static<typeof SuggestionDto>;

export const SuggestResultDto = Type.Object({ suggestions: Type.Array(SuggestionDto) }, closed);
export type SuggestResultDto = Static<typeof SuggestResultDto>;
