/**
 * Wire shapes of the reference API (`/api/v1`), written once as JSON Schemas (TypeBox). The routes
 * validate requests and responses with these schemas and serialize answers with them; each type is
 * derived from its schema. The storefront imports the types only (`import type`), so renaming a
 * field here fails the app's typecheck; the app still treats every answer as untrusted and
 * normalizes it (src/features/* normalizers).
 *
 * Answers are closed (`additionalProperties: false`): the serializer drops what a schema does not
 * list, so the response validator refuses such a field instead of letting it vanish unnoticed.
 * This file depends on TypeBox alone: the app's typecheck reads it.
 */
import {
  Type,
  type ObjectOptions,
  type Static,
  type TArray,
  type TNumber,
  type TOptional,
  type TSchema,
  type TString,
} from '@sinclair/typebox';
import { COUNTED_FACETS, FACET_NAMES, type CountedFacetName, type FacetName } from './search/facets';

/** Most units one order may hold of one product, and most lines (or products) one order may have. */
export const MAX_QUANTITY = 1000;
export const MAX_LINES = 100;

const closed = { additionalProperties: false } as const;

/**
 * `type: [T, 'null']` rather than TypeBox's `anyOf`: the serializer writes it without trying each
 * branch, and a validation error names the expected type as before.
 */
function Nullable<T extends TString | TNumber>(schema: T) {
  return Type.Unsafe<Static<T> | null>({ ...schema, type: [schema.type, 'null'] });
}

/**
 * An object whose values all match `value`, under any name. TypeBox's `Record` checks names
 * against `^(.*)$`, which a name holding a line break escapes; `additionalProperties` has no gap.
 */
function Dictionary<T extends TSchema>(value: T, options: ObjectOptions = {}) {
  return Type.Unsafe<Record<string, Static<T>>>({ ...options, type: 'object', additionalProperties: value });
}

/** Every 4xx and 5xx answer. */
export const ErrorBody = Type.Object({ error: Type.String() }, closed);
export type ErrorBody = Static<typeof ErrorBody>;

/** A path parameter naming one record; what it names is checked by the route (404, never 400). */
export const IdParams = Type.Object({ id: Type.String() });
export type IdParams = Static<typeof IdParams>;

// ---------------------------------------------------------------------------------- catalogue

export const ProductImageDto = Type.Object({ url: Type.String() }, closed);
export type ProductImageDto = Static<typeof ProductImageDto>;

export const ProductAttributeDto = Type.Object(
  { id: Type.String(), key: Type.String(), value: Type.Array(Type.String()), metricUnit: Nullable(Type.String()) },
  closed,
);
export type ProductAttributeDto = Static<typeof ProductAttributeDto>;

export const ProductDto = Type.Object(
  {
    id: Type.String(),
    title: Type.String(),
    description: Type.String(),
    imgUrl: Type.String(),
    category: Type.String(),
    parentCategory: Nullable(Type.String()),
    gender: Nullable(Type.String()),
    regularPrice: Type.Number(),
    discountedPrice: Nullable(Type.Number()),
    createdAt: Type.String(),
    images: Type.Array(ProductImageDto),
    attributes: Type.Array(ProductAttributeDto),
    /** Its published reviews in brief (issue 30), on every product answer; absent when it has none or the API keeps no reviews. */
    rating: Type.Optional(Type.Object({ average: Type.Number({ minimum: 1, maximum: 5 }), count: Type.Integer({ minimum: 1 }) }, closed)),
  },
  closed,
);
export type ProductDto = Static<typeof ProductDto>;

/**
 * The last page `/products` and `/search` serve (a higher `page` is refused with 400): the offset
 * stays a small integer. The app asks for no page past it (src/utils/pageNumber.ts reads its type).
 */
export const MAX_PAGE = 100_000;

/**
 * Query numbers are checked as the text they are (no coercion: Ajv's would take "Infinity",
 * "0x10" and " 5" for integers); the route converts and range-checks them.
 */
export const WholeNumberText = Type.String({ pattern: '^[0-9]{1,9}$' });

const filterText = Type.String({ maxLength: 200 });

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
  },
  closed,
);
export type ProductListQuery = Static<typeof ProductListQuery>;

export const PaginationDto = Type.Object(
  { page: Type.Integer(), limit: Type.Integer(), total: Type.Integer(), totalPages: Type.Integer() },
  closed,
);
export type PaginationDto = Static<typeof PaginationDto>;

export const ProductListDto = Type.Object({ data: Type.Array(ProductDto), pagination: PaginationDto }, closed);
export type ProductListDto = Static<typeof ProductListDto>;

// ---------------------------------------------------------------------------------- search

/** One filter value, or the same filter repeated (`size=M&size=L`): OR within a facet, AND across. */
const FacetFilter = Type.Union([filterText, Type.Array(filterText, { maxItems: 30 })]);
/** Every facet of search/facets.ts as a filter of the query. */
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
    q: Type.Optional(Type.String({ maxLength: 200 })),
    page: Type.Optional(WholeNumberText),
    limit: Type.Optional(WholeNumberText),
    sort: Type.Optional(SearchSort),
    ...facetFilters,
    minPrice: Type.Optional(PriceText),
    maxPrice: Type.Optional(PriceText),
    onSale: Type.Optional(Type.Union([Type.Literal('true'), Type.Literal('false')])),
    exact: Type.Optional(Type.Union([Type.Literal('true'), Type.Literal('false')])),
  },
  closed,
);
export type SearchQuery = Static<typeof SearchQuery>;

export const FacetCountDto = Type.Object({ value: Type.String(), count: Type.Integer() }, closed);
export type FacetCountDto = Static<typeof FacetCountDto>;
/** Every counted facet of search/facets.ts in the answer. */
const facetCounts = Object.fromEntries(COUNTED_FACETS.map((name) => [name, Type.Array(FacetCountDto)])) as Record<
  CountedFacetName,
  TArray<typeof FacetCountDto>
>;

/**
 * Each facet is counted with every other filter applied but not its own (choosing size M still
 * shows how many are in L). `price` spans the products matching everything but the price range;
 * both are null when none match.
 */
export const SearchFacetsDto = Type.Object(
  {
    ...facetCounts,
    price: Type.Object({ min: Nullable(Type.Number()), max: Nullable(Type.Number()) }, closed),
  },
  closed,
);
export type SearchFacetsDto = Static<typeof SearchFacetsDto>;

/** The facets a query's words can name (search/intent.ts): `price` is read from words like "under 2000". */
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
  { q: Type.Optional(Type.String({ maxLength: 200 })), limit: Type.Optional(WholeNumberText) },
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

export const StoreInfoDto = Type.Object(
  {
    storeName: Type.String(),
    companyName: Type.String(),
    companyAddress: Type.String(),
    companyEmail: Type.String(),
    companyPhone: Type.String(),
    companyLogoUrl: Type.String(),
    description: Type.String(),
    categories: Type.Array(Type.String()),
    categoryImages: Dictionary(Type.String()),
    socialLinks: Dictionary(Type.String()),
    policies: Dictionary(Type.String()),
  },
  closed,
);
export type StoreInfoDto = Static<typeof StoreInfoDto>;

// ---------------------------------------------------------------------------------- accounts

/** Same rule as the app: something@something.something, no spaces (surrounding blanks are trimmed). */
const Email = Type.String({ maxLength: 254, pattern: '^\\s*[^\\s@]+@[^\\s@]+\\.[^\\s@]+\\s*$' });
const PersonName = Type.String({ minLength: 2, maxLength: 80 });

export const AuthorizeRequest = Type.Object({ email: Email, password: Type.String({ minLength: 1, maxLength: 200 }) }, closed);
export type AuthorizeRequest = Static<typeof AuthorizeRequest>;

export const AuthorizeResponse = Type.Object({ token: Type.String() }, closed);
export type AuthorizeResponse = Static<typeof AuthorizeResponse>;

export const RegisterRequest = Type.Object(
  { email: Email, password: Type.String({ minLength: 6, maxLength: 200 }), firstName: PersonName, lastName: PersonName },
  closed,
);
export type RegisterRequest = Static<typeof RegisterRequest>;

export const AccountInfoDto = Type.Object(
  { firstName: Type.String(), lastName: Type.String(), email: Type.String(), createdAt: Type.String() },
  closed,
);
export type AccountInfoDto = Static<typeof AccountInfoDto>;

/** `POST /users/register` (201) and `GET /accountInfo` both answer `{ data: AccountInfoDto }`. */
export const AccountInfoResponse = Type.Object({ data: AccountInfoDto }, closed);
export type AccountInfoResponse = Static<typeof AccountInfoResponse>;

// ---------------------------------------------------------------------------------- orders

export const ShippingAddressDto = Type.Object(
  {
    fullName: Type.String(),
    address: Type.String(),
    city: Type.String(),
    state: Type.String(),
    postalCode: Type.String(),
    phone: Type.String(),
  },
  closed,
);
export type ShippingAddressDto = Static<typeof ShippingAddressDto>;

export const ADDRESS_FIELDS = Object.keys(ShippingAddressDto.properties) as Array<keyof ShippingAddressDto>;

const AddressField = Type.String({ minLength: 1, maxLength: 200 });
/** The address as a request carries it: every field given, 1–200 characters. */
const ShippingAddressInput = Type.Object(
  Object.fromEntries(ADDRESS_FIELDS.map((f) => [f, AddressField])) as Record<keyof ShippingAddressDto, typeof AddressField>,
  closed,
);

const Quantity = Type.Integer({ minimum: 1, maximum: MAX_QUANTITY });
const Choice = Nullable(Type.String({ maxLength: 100 }));

/** One cart line with the options the shopper chose. */
export const OrderLineRequest = Type.Object(
  {
    productId: Type.String({ maxLength: 100 }),
    /** integer ≥ 1, a JSON number */
    quantity: Quantity,
    size: Type.Optional(Choice),
    color: Type.Optional(Choice),
  },
  closed,
);
export type OrderLineRequest = Static<typeof OrderLineRequest>;

/**
 * `POST /orders`. May carry an `Idempotency-Key` header (1–200 visible ASCII characters): a repeat
 * with the same key and body gets the first answer, the same key with another body 422.
 */
export const CreateOrderRequest = Type.Object(
  {
    /** product id → quantity (integer ≥ 1, a JSON number) */
    products: Dictionary(Quantity, { minProperties: 1, maxProperties: MAX_LINES, propertyNames: { maxLength: 100 } }),
    shippingAddress: ShippingAddressInput,
    /**
     * Optional (at most 100): the same products and total quantity per product as `products`, line
     * by line with size and colour. Without it the order has one line per product.
     */
    lines: Type.Optional(Type.Array(OrderLineRequest, { maxItems: MAX_LINES })),
  },
  closed,
);
export type CreateOrderRequest = Static<typeof CreateOrderRequest>;

export const OrderItemDto = Type.Object(
  {
    id: Type.String(),
    productId: Type.String(),
    productTitle: Type.String(),
    quantity: Type.Integer(),
    /** unit price charged, taken from the catalogue when the order was placed */
    price: Type.Number(),
    size: Nullable(Type.String()),
    color: Nullable(Type.String()),
  },
  closed,
);
export type OrderItemDto = Static<typeof OrderItemDto>;

/** 0 Pending, 1 Processing, 2 Shipped, 3 Delivered, 4 Cancelled */
export const OrderStatusCode = Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(2), Type.Literal(3), Type.Literal(4)]);
export type OrderStatusCode = Static<typeof OrderStatusCode>;

export const OrderDto = Type.Object(
  {
    /**
     * 8 characters of Crockford base32, upper case (e.g. `7KQ2M9XD`); orders from before kept their
     * number as a string (`"1001"`). The server reads ids case-insensitively (O as 0, I and L as 1).
     */
    id: Type.String(),
    status: OrderStatusCode,
    createdAt: Type.String(),
    items: Type.Array(OrderItemDto),
    shippingAddress: ShippingAddressDto,
    trackingNumber: Nullable(Type.String()),
  },
  closed,
);
export type OrderDto = Static<typeof OrderDto>;

/** `GET /orders` answers `{ data: OrderDto[] }`, newest first; `GET /orders/{id}` and `POST /orders` (201) answer an `OrderDto`. */
export const OrderListDto = Type.Object({ data: Type.Array(OrderDto) }, closed);
export type OrderListDto = Static<typeof OrderListDto>;

/** `GET /orders/{id}` query: the account e-mail or the shipping phone of the order. */
export const TrackOrderQuery = Type.Object({ contactInfo: Type.Optional(Type.String({ maxLength: 254 })) });
export type TrackOrderQuery = Static<typeof TrackOrderQuery>;

// ---------------------------------------------------------------------------------- payments

export const PaymentFieldType = Type.Union(
  (['text', 'email', 'password', 'number', 'tel', 'textarea', 'select', 'checkbox'] as const).map((t) => Type.Literal(t)),
);
export type PaymentFieldType = Static<typeof PaymentFieldType>;

export const PaymentFieldOptionDto = Type.Object({ value: Type.String(), label: Type.String() }, closed);
export type PaymentFieldOptionDto = Static<typeof PaymentFieldOptionDto>;

export const PaymentFieldRulesDto = Type.Object(
  {
    required: Type.Optional(Type.Boolean()),
    minLength: Type.Optional(Type.Integer()),
    maxLength: Type.Optional(Type.Integer()),
    /** a regular expression as a `/source/flags` string */
    pattern: Type.Optional(Type.String()),
  },
  closed,
);
export type PaymentFieldRulesDto = Static<typeof PaymentFieldRulesDto>;

export const PaymentFieldDto = Type.Object(
  {
    name: Type.String(),
    label: Type.String(),
    placeholder: Type.Optional(Type.String()),
    description: Type.Optional(Type.String()),
    type: PaymentFieldType,
    options: Type.Optional(Type.Array(PaymentFieldOptionDto)),
    inline: Type.Optional(Type.Boolean()),
    mask: Type.Optional(Type.String()),
    defaultValue: Type.Optional(Type.String()),
    rules: Type.Optional(PaymentFieldRulesDto),
    rulesMessages: Type.Optional(Type.Array(Type.String())),
    showWhenFilled: Type.Optional(Type.Array(Type.String())),
  },
  closed,
);
export type PaymentFieldDto = Static<typeof PaymentFieldDto>;

export const PaymentFieldsDto = Type.Object({ fields: Type.Array(PaymentFieldDto) }, closed);
export type PaymentFieldsDto = Static<typeof PaymentFieldsDto>;

/** `POST /payments`; may carry an `Idempotency-Key` header like `POST /orders`. */
export const CreatePaymentRequest = Type.Object(
  {
    orderId: Type.Union([Type.Integer(), Type.String({ maxLength: 40 })]),
    fields: Dictionary(Type.String({ maxLength: 500 }), { maxProperties: 30 }),
  },
  closed,
);
export type CreatePaymentRequest = Static<typeof CreatePaymentRequest>;

export const PaymentActionType = Type.Union([Type.Literal('redirect_post'), Type.Literal('deeplink'), Type.Literal('qr')]);
export type PaymentActionType = Static<typeof PaymentActionType>;

export const PaymentActionDto = Type.Object(
  {
    type: PaymentActionType,
    redirectUrl: Type.Optional(Type.String()),
    formParams: Type.Optional(Type.Object({ type: Type.String(), url: Type.String(), data: Dictionary(Type.String()) }, closed)),
    qr: Type.Optional(Type.String()),
    qrBase64: Type.Optional(Type.String()),
  },
  closed,
);
export type PaymentActionDto = Static<typeof PaymentActionDto>;

export const CreatePaymentResponse = Type.Object(
  {
    success: Type.Boolean(),
    action: Type.Optional(PaymentActionDto),
    redirectUrl: Type.Optional(Type.String()),
    error: Type.Optional(Type.String()),
  },
  closed,
);
export type CreatePaymentResponse = Static<typeof CreatePaymentResponse>;

/** Errors of `POST /payments` keep the `success: false` its answers carry. */
export const PaymentErrorBody = Type.Object({ error: Type.String(), success: Type.Optional(Type.Literal(false)) }, closed);
export type PaymentErrorBody = Static<typeof PaymentErrorBody>;

/** The simulated bank's forms and links (`/payments/bank…`): text fields only. */
export const BankForm = Dictionary(Type.String({ maxLength: 2000 }));
export type BankForm = Static<typeof BankForm>;

// -------------------------------------------------------------------------------- delivery

/**
 * `GET /delivery/{pincode}` (issue 29; not in the spec, so an API without it answers 404/405 and
 * the app hides the promise). A pincode is six digits, the first not 0: anything else is a 400;
 * a well-formed one India Post does not know, or the shop does not serve, is a 404.
 */
export const PINCODE_PATTERN = '^[1-9][0-9]{5}$';
export const DeliveryParams = Type.Object({ pincode: Type.String({ maxLength: 40 }) });
export type DeliveryParams = Static<typeof DeliveryParams>;

/** `productId` applies that product's own rules (its price against the COD ceiling); `orderValue` (rupees) a cart's. */
export const DeliveryQuery = Type.Object({
  productId: Type.Optional(Type.String({ maxLength: 64 })),
  orderValue: Type.Optional(Type.String({ maxLength: 16 })),
});
export type DeliveryQuery = Static<typeof DeliveryQuery>;

/** Why cash on delivery is not offered: the place is excluded, or the value is above the ceiling. */
export const CodRefusal = Type.Union([Type.Literal('area'), Type.Literal('order_value')]);
export type CodRefusal = Static<typeof CodRefusal>;

export const DeliveryDto = Type.Object(
  {
    pincode: Type.String(),
    /** India Post's district: what a shopper writes as the city. */
    city: Type.String(),
    state: Type.String(),
    /** The expected day of delivery, `YYYY-MM-DD` in India's time, skipping Sundays and the listed holidays. */
    deliveryDate: Type.String(),
    /** Working days from dispatch (a dispatch after the day's cut-off counts from the next working day). */
    days: Type.Integer({ minimum: 0 }),
    cod: Type.Object(
      {
        available: Type.Boolean(),
        /** Rupees added when paying cash on delivery (0: none); shown before the order. */
        fee: Type.Number({ minimum: 0 }),
        /** Highest order value (rupees) cash on delivery takes here; null: no ceiling. */
        maxOrderValue: Nullable(Type.Number({ minimum: 0 })),
        reason: Type.Optional(CodRefusal),
      },
      closed,
    ),
  },
  closed,
);
export type DeliveryDto = Static<typeof DeliveryDto>;

/**
 * The 404 of `GET /delivery/{pincode}` for a pincode the shop does not serve. `reason` tells it
 * from an API that has no such endpoint (whose 404 the app takes as "no delivery check here").
 */
export const DeliveryNotServedBody = Type.Object({ error: Type.String(), reason: Type.Literal('not_serviceable') }, closed);
export type DeliveryNotServedBody = Static<typeof DeliveryNotServedBody>;

// -------------------------------------------------------------------------------- reviews

/*
 * Reviews by buyers (issue 30; not in the spec, so an API without them answers 404/405 and the app
 * hides every part of them). `GET /products/{id}/reviews` is public and shows published reviews
 * only; the rest needs the shopper's token. A buyer is a shopper with an order holding the product
 * that is paid (or confirmed for cash on delivery) and not cancelled; only buyers may write, one
 * review per shopper per product (PUT replaces it). Size and colour come from the order line, never
 * from the request.
 */

export const REVIEW_SORTS = ['helpful', 'newest', 'highest', 'lowest'] as const;
export const ReviewSort = Type.Union(REVIEW_SORTS.map((s) => Type.Literal(s)));
export type ReviewSort = Static<typeof ReviewSort>;
export const REVIEWS_PER_PAGE = 10;
export const REVIEW_TITLE_MAX = 100;
export const REVIEW_TEXT_MIN = 20;
export const REVIEW_TEXT_MAX = 2000;

/** `{id}` the product; `{reviewId}` one review of it. */
export const ReviewParams = Type.Object({ id: Type.String(), reviewId: Type.String() });
export type ReviewParams = Static<typeof ReviewParams>;

/** `sort` defaults to `helpful`; `star` (1–5) keeps reviews of that many stars; `page` from 1, REVIEWS_PER_PAGE each. */
export const ReviewsQuery = Type.Object(
  {
    sort: Type.Optional(ReviewSort),
    star: Type.Optional(Type.String({ pattern: '^[1-5]$' })),
    page: Type.Optional(WholeNumberText),
  },
  closed,
);
export type ReviewsQuery = Static<typeof ReviewsQuery>;

/**
 * What the published reviews say: `average` to one decimal (0 when there are none), `count`, and
 * `histogram` from 5 stars down to 1, always five rows, whose counts add up to `count`.
 */
export const RatingSummaryDto = Type.Object(
  {
    average: Type.Number({ minimum: 0, maximum: 5 }),
    count: Type.Integer({ minimum: 0 }),
    histogram: Type.Array(Type.Object({ stars: Type.Integer({ minimum: 1, maximum: 5 }), count: Type.Integer({ minimum: 0 }) }, closed), {
      minItems: 5,
      maxItems: 5,
    }),
  },
  closed,
);
export type RatingSummaryDto = Static<typeof RatingSummaryDto>;

export const ReviewStatus = Type.Union([Type.Literal('pending'), Type.Literal('published'), Type.Literal('rejected')]);
export type ReviewStatus = Static<typeof ReviewStatus>;

export const ReviewDto = Type.Object(
  {
    id: Type.String(),
    productId: Type.String(),
    rating: Type.Integer({ minimum: 1, maximum: 5 }),
    /** May be empty. Plain text, as written: never HTML. */
    title: Type.String(),
    text: Type.String(),
    /** The writer's first name and last initial ("Priya S."). */
    author: Type.String(),
    /** When it was written or last edited (ISO 8601). */
    createdAt: Type.String(),
    /** Bought and paid for by the writer (every review the reference server takes is). */
    verified: Type.Boolean(),
    size: Nullable(Type.String()),
    color: Nullable(Type.String()),
    /** Shoppers who found it helpful. */
    helpful: Type.Integer({ minimum: 0 }),
  },
  closed,
);
export type ReviewDto = Static<typeof ReviewDto>;

/** `GET /products/{id}/reviews`: one page of published reviews, with the summary of all of them (not only the filtered). */
export const ReviewsPageDto = Type.Object({ summary: RatingSummaryDto, data: Type.Array(ReviewDto), pagination: PaginationDto }, closed);
export type ReviewsPageDto = Static<typeof ReviewsPageDto>;

/**
 * `POST /products/{id}/reviews` (201 with a MyReviewDto; 409 when the shopper has one) and
 * `PUT /products/{id}/reviews/mine` (200; replaces theirs, or writes it). Stars required; title at
 * most REVIEW_TITLE_MAX characters; text REVIEW_TEXT_MIN–REVIEW_TEXT_MAX characters, both trimmed.
 * The schema's limits only bound the request: the rules are checked by the route, with REVIEW_MESSAGES.
 */
export const ReviewRequest = Type.Object(
  {
    rating: Type.Optional(Type.Integer()),
    title: Type.Optional(Type.String({ maxLength: 400 })),
    text: Type.Optional(Type.String({ maxLength: 8000 })),
  },
  closed,
);
export type ReviewRequest = Static<typeof ReviewRequest>;

/** The messages of the rules, the same in the form (before sending) and in a 422's `fields`. */
export const REVIEW_MESSAGES = {
  rating: 'Choose a star rating',
  titleTooLong: `Title must be ${REVIEW_TITLE_MAX} characters or fewer`,
  textTooShort: `Review must be at least ${REVIEW_TEXT_MIN} characters`,
  textTooLong: 'Review must be 2,000 characters or fewer',
  notBuyer: 'Only shoppers who bought this product can review it',
  alreadyReviewed: 'You have already reviewed this product',
  ownReview: "You can't mark your own review helpful",
} as const;

/** The writer's own review, in any state; `pending` ones await a moderator, `rejected` ones are shown to no one else. */
export const MyReviewDto = Type.Object({ ...ReviewDto.properties, status: ReviewStatus }, closed);
export type MyReviewDto = Static<typeof MyReviewDto>;

/**
 * `GET /products/{id}/reviews/mine` (signed in): may this shopper write (`eligible`: a buyer), what
 * the review will carry from the order line (`purchase`, the latest eligible one), and their review.
 */
export const MyReviewStateDto = Type.Object(
  {
    eligible: Type.Boolean(),
    purchase: Type.Union([Type.Object({ size: Nullable(Type.String()), color: Nullable(Type.String()) }, closed), Type.Null()]),
    review: Type.Union([MyReviewDto, Type.Null()]),
  },
  closed,
);
export type MyReviewStateDto = Static<typeof MyReviewStateDto>;

/** A 422 of a review that breaks a rule: `fields` gives each field's message, as the form shows it. */
export const ReviewFieldsErrorBody = Type.Object(
  {
    error: Type.String(),
    fields: Type.Object(
      { rating: Type.Optional(Type.String()), title: Type.Optional(Type.String()), text: Type.Optional(Type.String()) },
      closed,
    ),
  },
  closed,
);
export type ReviewFieldsErrorBody = Static<typeof ReviewFieldsErrorBody>;

/** `POST /products/{id}/reviews/{reviewId}/helpful` (signed in, not the writer): one vote per shopper; voting again changes nothing. */
export const HelpfulVoteDto = Type.Object({ helpful: Type.Integer({ minimum: 0 }) }, closed);
export type HelpfulVoteDto = Static<typeof HelpfulVoteDto>;
