/** Wire shapes of reviews. */
import { Type, type Static } from '@sinclair/typebox';
import { REVIEW_SORTS } from '../../../../rules/reviewListing';
import { closed, Nullable, PaginationDto, WholeNumberText } from '../../platform/http/wire';

/*
 * Reviews by buyers (not in the spec, so an API without them answers 404/405 and the app
 * hides every part of them). `GET /products/{id}/reviews` is public and shows published reviews
 * only; the rest needs the shopper's token. A buyer is a shopper with an order holding the product
 * that is paid (or confirmed for cash on delivery) and not cancelled; only buyers may write, one
 * review per shopper per product (PUT replaces it). Size and colour come from the order line, never
 * from the request.
 */

// The limits, messages and listing rules are the app's too (rules/reviews.ts, rules/reviewListing.ts).
export { REVIEW_SORTS, REVIEWS_PER_PAGE, DEFAULT_REVIEW_SORT } from '../../../../rules/reviewListing';
export { REVIEW_MESSAGES, REVIEW_TEXT_MAX, REVIEW_TEXT_MIN, REVIEW_TITLE_MAX } from '../../../../rules/reviews';
export const ReviewSort = Type.Union(REVIEW_SORTS.map((s) => Type.Literal(s)));
export type ReviewSort = Static<typeof ReviewSort>;

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
