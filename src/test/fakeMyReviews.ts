import { http, HttpResponse } from 'msw';
import { checkReview, REVIEW_MESSAGES } from '@rules/reviews';
import type { MyReviewDto, MyReviewStateDto, ReviewRequest } from '../../server/src/contracts';
import { API } from './api';
import { buildOrder, type OrderLike } from './builders';
import { addProducts, shop } from './fakeShop';

interface MyReviewsData {
  /** `missing`: an API without reviews (`…/reviews/mine` and the writes answer 404). */
  reviews: 'served' | 'missing';
  /** The signed-in shopper's review of each product, as the server keeps it. */
  mine: Record<string, MyReviewDto>;
  /** Every body the app sent to write a review, as it arrived. */
  sent: Array<{ method: string; productId: string; body: ReviewRequest }>;
}

const fresh = (): MyReviewsData => ({ reviews: 'served', mine: {}, sent: [] });

/** The write side of reviews as the reference server answers it, for the one account of the fake shop. */
export const myReviews: MyReviewsData = fresh();

export function resetMyReviews() {
  Object.assign(myReviews, fresh());
}

/** The latest paid (or confirmed) line of the product in the fake shop's orders, as the server picks it. */
function purchaseOf(productId: string) {
  const order = shop.orders.find(
    (candidate) => [1, 2, 3].includes(candidate.status) && candidate.items.some((item) => item.productId === productId),
  );
  const line = order?.items.find((item) => item.productId === productId);
  return line ? { size: line.size ?? null, color: line.color ?? null } : null;
}

/** A review of the given stars by the fake shop's shopper, stored as theirs. */
export function giveMyReview(productId: string, overrides: Partial<MyReviewDto> = {}): MyReviewDto {
  const review: MyReviewDto = {
    id: `r-${productId}`,
    productId,
    rating: 4,
    title: 'Good grip',
    text: 'Used it every morning for a month.',
    author: 'Asha R.',
    createdAt: '2026-11-20T09:00:00.000Z',
    verified: true,
    size: null,
    color: null,
    helpful: 0,
    status: 'published',
    ...overrides,
  };
  myReviews.mine[productId] = review;
  return review;
}

const json = (body: unknown, status = 200) => HttpResponse.json(body as Record<string, unknown>, { status });
const notFound = () => json({ error: 'Not Found' }, 404);

async function write(request: Request, productId: string, method: 'POST' | 'PUT') {
  if (myReviews.reviews !== 'served') return notFound();
  const body = (await request.json()) as ReviewRequest;
  myReviews.sent.push({ method, productId, body });
  const purchase = purchaseOf(productId);
  if (!purchase) return json({ error: REVIEW_MESSAGES.notBuyer }, 403);
  if (method === 'POST' && myReviews.mine[productId]) return json({ error: REVIEW_MESSAGES.alreadyReviewed }, 409);
  // The route's rules and messages: 422 with each field's message.
  const checked = checkReview(body);
  if (!checked.ok) return json({ error: checked.error, fields: checked.fields }, 422);
  const { rating, title, text } = checked.review;
  // The reference server holds a review with a link for a moderator; the fake does the same.
  const flagged = /https?:|www\./i.test(`${title} ${text}`);
  const review = giveMyReview(productId, { rating, title, text, ...purchase, status: flagged ? 'pending' : 'published' });
  return json(review, method === 'POST' ? 201 : 200);
}

export const myReviewHandlers = [
  http.get(`${API}/products/:id/reviews/mine`, ({ params }) => {
    if (myReviews.reviews !== 'served') return notFound();
    const productId = String(params.id);
    const purchase = purchaseOf(productId);
    const state: MyReviewStateDto = { eligible: purchase !== null, purchase, review: myReviews.mine[productId] ?? null };
    return json(state);
  }),
  http.post(`${API}/products/:id/reviews`, ({ request, params }) => write(request, String(params.id), 'POST')),
  http.put(`${API}/products/:id/reviews/mine`, ({ request, params }) => write(request, String(params.id), 'PUT')),
];

/** A product in the fake shop that its shopper bought (an order of the given status holding it), in the given size and colour. */
export function boughtProduct(
  product: Parameters<typeof addProducts>[0] = {},
  line: { size?: string | null; color?: string | null } = { size: 'UK 9', color: 'Black' },
  status: OrderLike['status'] = 3,
) {
  const [added] = addProducts({ title: 'AeroStride Running Shoes', ...product });
  const item = { id: 'item-1', productId: added!.id, productTitle: added!.title, quantity: 1, price: 2999, ...line };
  shop.orders.unshift(buildOrder({ id: `7KQ2M9${shop.orders.length}X`, status, items: [item] }));
  return added!;
}
